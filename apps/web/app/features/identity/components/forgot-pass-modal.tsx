import type { FieldRule } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useRulesResolver, useRulesValidity } from '../../../lib/forms.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls } from '../api/identity-api.ts';

type ForgotValues = { email: string };
const RULES: Record<string, FieldRule[]> = { email: [{ rule: 'required' }, { rule: 'email' }] };

/**
 * Forgot password (guest-only, `?forgot-pass`): the answer is the same whether or not the address has an
 * account, so nobody learns who plays here.
 */
export function ForgotPassModal(_props: ModalProps) {
  const t = useT('modals');
  const api = useApi();
  const pushAlert = useAlerts();
  const { open } = useModals();
  const form = useForm<ForgotValues>({
    resolver: useRulesResolver<ForgotValues>(RULES),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const valid = useRulesValidity(form.control, RULES);
  const send = useMutation({
    mutationFn: ({ email }: ForgotValues) => identityCalls.forgotPassword(api, email.trim()),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.fields.email?.[0];
        if (message) return form.setError('email', { type: 'server', message });
      }
      const key = error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'somethingWentWrong';
      pushAlert({ type: 'error', title: t(`alerts:${key}.title`), text: t(`alerts:${key}.text`) });
    },
  });

  const backToSignIn = () => open('sign-in', { closing: ['forgot-pass'] });

  if (send.isSuccess)
    return (
      <div className="success-modal" data-testid="forgot-pass-sent">
        <span className="success-modal__icon">
          <Icon name="mail" size={30} />
        </span>
        <ModalTitle>{t('forgotPass.sentTitle')}</ModalTitle>
        <p>{t('forgotPass.sentText', { email: send.variables.email.trim() })}</p>
        <button type="button" className="button button--ghost button--block" onClick={backToSignIn}>
          {t('forgotPass.back')}
        </button>
      </div>
    );

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      data-testid="forgot-pass-form"
    >
      <ModalTitle>{t('forgotPass.title')}</ModalTitle>
      <p className="muted">{t('forgotPass.text')}</p>
      <FormField
        label={t('forgotPass.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        onFocus={() => form.formState.errors.email?.type === 'server' && form.clearErrors('email')}
        error={form.formState.errors.email?.message}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!valid || send.isPending}
      >
        {send.isPending ? <Spinner /> : null}
        {t('forgotPass.submit')}
      </button>
      <button type="button" className="link-button" onClick={backToSignIn}>
        {t('forgotPass.back')}
      </button>
    </form>
  );
}
