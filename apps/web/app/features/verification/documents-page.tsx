import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  DocumentStatus,
  type PlayerDocument,
} from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAlerts } from '../../components/alerts/alert-queue.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { LocalTime } from '../../components/ui/local-time.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApi } from '../../lib/api-context.tsx';
import { useT } from '../../lib/use-t.ts';
import { VERIFICATION_QUERY_KEY, verificationCalls, verificationQueries } from './verification-api.ts';

const STATUS_PILL: Record<number, string> = {
  [DocumentStatus.pending]: 'status-pill--warn',
  [DocumentStatus.approved]: 'status-pill--ok',
  [DocumentStatus.declined]: 'status-pill--error',
};
const STATUS_KEY: Record<number, string> = {
  [DocumentStatus.pending]: 'pending',
  [DocumentStatus.approved]: 'approved',
  [DocumentStatus.declined]: 'rejected',
};

/** /profile/documents: upload a document of a chosen type, and the list with statuses and reasons. */
export function DocumentsPage({ documents }: { documents: PlayerDocument[] }) {
  const t = useT('global-components');
  const api = useApi();
  const { data = documents } = useQuery({ ...verificationQueries.documents(api), initialData: documents });
  return (
    <div className="profile-grid">
      <section className="profile-card" aria-labelledby="documents-upload">
        <h2 id="documents-upload">{t('profile.documents.uploadTitle')}</h2>
        <p className="muted">
          {t('profile.documents.uploadText', { max: DOCUMENT_MAX_BYTES / 1024 / 1024 })}
        </p>
        <UploadForm />
      </section>
      <section className="profile-card" aria-labelledby="documents-list">
        <h2 id="documents-list">{t('profile.documents.listTitle')}</h2>
        {data.length === 0 ? (
          <p className="muted" data-testid="documents-empty">
            {t('profile.documents.empty')}
          </p>
        ) : (
          <ul className="document-list" data-testid="document-list">
            {data.map((document) => (
              <DocumentItem key={document.id} document={document} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UploadForm() {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});

  const upload = useMutation({
    mutationFn: () => verificationCalls.upload(api, type, file!),
    onSuccess: () => {
      setFile(null);
      setType('');
      setInputKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY });
      pushAlert({
        type: 'success',
        title: t('profile.documents.uploaded.title'),
        text: t('profile.documents.uploaded.text'),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 413)
        return setErrors({ file: t('profile.documents.tooLarge') });
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0)
        return setErrors({ type: error.fields.type?.[0], file: error.fields.file?.[0] });
      pushAlert({
        type: 'error',
        title: t('alerts:somethingWentWrong.title'),
        text: t('alerts:somethingWentWrong.text'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      type: type ? undefined : t('fields-settings:validation.required'),
      file: !file
        ? t('fields-settings:validation.required')
        : file.size > DOCUMENT_MAX_BYTES
          ? t('profile.documents.tooLarge')
          : undefined,
    };
    setErrors(found);
    if (!found.type && !found.file) upload.mutate();
  };

  return (
    <form className="profile-form" noValidate onSubmit={submit} data-testid="document-upload-form">
      <FormField
        as="select"
        label={t('profile.documents.type')}
        required
        value={type}
        error={errors.type}
        onChange={(event) => {
          setType(event.target.value);
          setErrors((current) => ({ ...current, type: undefined }));
        }}
        data-testid="document-type"
      >
        <option value="">{t('profile.documents.choose')}</option>
        {['identity', 'address', 'payment'].map((section) => (
          <optgroup key={section} label={t(`profile.documents.sections.${section}`)}>
            {DOCUMENT_TYPES.filter((item) => item.section === section).map((item) => (
              <option key={item.id} value={item.id}>
                {t(`profile.documents.types.${item.id}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </FormField>
      <FormField
        key={inputKey}
        type="file"
        label={t('profile.documents.file')}
        required
        accept={DOCUMENT_ACCEPT}
        error={errors.file}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setErrors((current) => ({ ...current, file: undefined }));
        }}
        data-testid="document-file"
      />
      <p className="muted document-hint">{t('profile.documents.hint')}</p>
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={upload.isPending}
          data-testid="document-submit"
        >
          {upload.isPending ? <Spinner /> : <Icon name="arrowUp" size={16} />}
          {t('profile.documents.submit')}
        </button>
      </div>
    </form>
  );
}

function DocumentItem({ document }: { document: PlayerDocument }) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const remove = useMutation({
    mutationFn: () => verificationCalls.remove(api, document.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY }),
    onError: () =>
      pushAlert({
        type: 'error',
        title: t('alerts:somethingWentWrong.title'),
        text: t('alerts:somethingWentWrong.text'),
      }),
  });
  const status = STATUS_KEY[document.status] ?? 'pending';
  return (
    <li className="document-item" data-testid="document-item" data-status={status}>
      <span className="document-item__icon">
        <Icon name="id" />
      </span>
      <div className="document-item__body">
        <p className="document-item__name">
          <span>{t(`profile.documents.types.${document.type}`, { defaultValue: document.type })}</span>
          <span className={`status-pill ${STATUS_PILL[document.status] ?? ''}`} data-testid="document-status">
            {t(`profile.documents.status.${status}`)}
          </span>
        </p>
        <p className="muted document-item__file">
          <a href={`/api/player/documents/${document.id}/file`} target="_blank" rel="noopener">
            {document.fileName}
          </a>{' '}
          · <LocalTime iso={document.createdAt} />
        </p>
        {document.status === DocumentStatus.declined && document.rejectReason ? (
          <p className="document-item__reason" data-testid="document-reason">
            {t('profile.documents.reason', { reason: document.rejectReason })}
          </p>
        ) : null}
      </div>
      {document.status === DocumentStatus.approved ? null : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
          aria-label={t('profile.documents.deleteLabel', { name: document.fileName })}
          data-testid="document-delete"
        >
          {remove.isPending ? <Spinner /> : <Icon name="close" size={16} />}
          {t('profile.documents.delete')}
        </button>
      )}
    </li>
  );
}
