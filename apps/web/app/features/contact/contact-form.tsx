import {
  COMMUNICATION_SUBJECTS,
  type ContactForm as ContactFormBody,
  contactFormSchema,
  ErrorCode,
} from '@casino/contracts';
import { notificationRoutes } from '@casino/contracts/links';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useAlerts } from '../../components/alerts/alert-queue.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApi } from '../../lib/api-context.tsx';
import { useContractResolver } from '../../lib/forms.ts';
import { useSiteData } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';

type ContactValues = Omit<ContactFormBody, 'subject'> & {
  subject: ContactFormBody['subject'] | '';
};

export function ContactForm() {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const api = useApi();
  const pushAlert = useAlerts();
  const [, setSearchParams] = useSearchParams();
  const form = useForm<ContactValues, unknown, ContactFormBody>({
    resolver: useContractResolver<ContactValues, ContactFormBody>(contactFormSchema),
    mode: 'onBlur',
    defaultValues: { name: '', email: '', subject: '', message: '', locale },
  });
  const send = useMutation({
    mutationFn: (values: ContactFormBody) => api.call(notificationRoutes.sendCommunication, { body: values }),
    onSuccess: () => {
      form.reset();
      setSearchParams({ success: 'contact' }, { preventScrollReset: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) return applyServerErrors(error);
      const key =
        error instanceof ApiError && error.code === ErrorCode.rateLimited
          ? 'rateLimited'
          : 'somethingWentWrong';
      pushAlert({ type: 'error', title: t(`alerts:${key}.title`), text: t(`alerts:${key}.text`) });
    },
  });

  function applyServerErrors(error: ApiError) {
    for (const [field, messages] of Object.entries(error.fields)) {
      form.setError(field as keyof ContactValues, { type: 'server', message: messages[0] });
    }
  }

  const fieldProps = (name: keyof ContactValues) => ({
    ...form.register(name),
    onFocus: () => form.formState.errors[name]?.type === 'server' && form.clearErrors(name),
    error: form.formState.errors[name]?.message,
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      data-testid="contact-form"
    >
      <FormField label={t('contact.name')} autoComplete="name" required {...fieldProps('name')} />
      <FormField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps('email')}
      />
      <FormField label={t('contact.subject')} as="select" required {...fieldProps('subject')}>
        <option value="">{t('contact.subjectPlaceholder')}</option>
        {COMMUNICATION_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`contact.subjects.${subject}`)}
          </option>
        ))}
      </FormField>
      <FormField label={t('contact.message')} as="textarea" rows={6} required {...fieldProps('message')} />
      <button type="submit" className="button button--primary button--block" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
