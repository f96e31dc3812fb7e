import {
  BANNER_ASPECT,
  BANNER_IMAGE_MAX_BYTES,
  type Banner,
  type BannerInput,
  bannerInputSchema,
  backofficeBannerRoutes as calls,
  type Locale,
} from '@casino/contracts';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { BannerPreview } from './banner-preview.tsx';

export const BANNERS_QUERY_KEY = ['backoffice', 'banners'] as const;

type LocaleValues = { title: string; imageId: string; link: string; imageUrl: string };
/** The form's values: times as the browser's datetime-local text, every enabled locale present. */
type EditorValues = {
  name: string;
  position: number;
  schedule: { startsAt: string; endsAt: string };
  locales: Record<string, LocaleValues>;
};

const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** What is sent: the locales staff filled in (a title or an image), times in ISO. */
export function bannerBody(values: EditorValues): BannerInput {
  const locales = Object.fromEntries(
    Object.entries(values.locales)
      .filter(([, entry]) => entry.title.trim() || entry.imageId)
      .map(([code, { title, imageId, link }]) => [code, { title, imageId, link }]),
  );
  return {
    name: values.name,
    position: Number(values.position),
    locales,
    schedule: { startsAt: toIso(values.schedule.startsAt), endsAt: toIso(values.schedule.endsAt) },
  };
}

/** The contract's schema, on the body the form's values become. */
const resolver: Resolver<EditorValues, unknown, BannerInput> = (values, context, options) =>
  (contractResolver(bannerInputSchema) as unknown as Resolver<BannerInput>)(
    bannerBody(values),
    context,
    options as never,
  ) as never;

function initialValues(banner: Banner | null, locales: Locale[]): EditorValues {
  return {
    name: banner?.name ?? '',
    position: banner?.position ?? 0,
    schedule: {
      startsAt: toLocalInput(banner?.startsAt ?? null),
      endsAt: toLocalInput(banner?.endsAt ?? null),
    },
    locales: Object.fromEntries(
      locales.map((locale) => {
        const entry = banner?.locales[locale.code];
        return [
          locale.code,
          {
            title: entry?.title ?? '',
            link: entry?.link ?? '/',
            imageId: entry?.image?.id ?? '',
            imageUrl: entry?.image?.url ?? '',
          },
        ];
      }),
    ),
  };
}

/** Creates a banner (a draft) or edits one; each locale its title, link and image, with a preview. */
export function BannerEditor({
  banner,
  locales,
  onClose,
}: {
  banner: Banner | null;
  locales: Locale[];
  onClose: () => void;
}) {
  const form = useForm<EditorValues, unknown, BannerInput>({
    resolver,
    defaultValues: initialValues(banner, locales),
  });
  const [shown, setShown] = useState(
    locales.find((locale) => locale.isDefault)?.code ?? locales[0]?.code ?? 'en',
  );
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(banner ? calls.updateBanner : calls.createBanner, [BANNERS_QUERY_KEY]);
  const { errors } = form.formState;
  const localeErrors = errors.locales as Record<string, Record<string, { message?: string }>> | undefined;
  const current = form.watch(`locales.${shown}`);
  const fieldNames = locales.flatMap((locale) =>
    (['title', 'link', 'imageId'] as const).map((field) => `locales.${locale.code}.${field}` as const),
  );
  return (
    <form
      noValidate
      className="banner-editor"
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        change.mutate(
          { input: (banner ? { params: { id: banner.id }, body } : { body }) as never },
          {
            onSuccess: onClose,
            onError: (error) =>
              setAlert(
                applyServerErrors(error, form.setError, [
                  'name',
                  'position',
                  'schedule.startsAt',
                  'schedule.endsAt',
                  ...fieldNames,
                ]),
              ),
          },
        );
      })}
    >
      <FormAlert>{alert || (errors.locales?.message ? 'Fill in at least one language.' : '')}</FormAlert>
      <div className="banner-editor__grid">
        <TextField
          label="Name"
          hint="For staff only."
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Order"
          type="number"
          hint="Lower comes first."
          error={errors.position?.message}
          {...form.register('position', { valueAsNumber: true })}
        />
        <TextField
          label="Starts"
          type="datetime-local"
          hint="Empty: as soon as it is scheduled."
          error={errors.schedule?.startsAt?.message}
          {...form.register('schedule.startsAt')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint="Empty: until ended."
          error={errors.schedule?.endsAt?.message}
          {...form.register('schedule.endsAt')}
        />
      </div>
      <div className="view-switch" role="tablist" aria-label="Language">
        {locales.map((locale) => (
          <button
            key={locale.code}
            type="button"
            role="tab"
            aria-selected={locale.code === shown}
            className="button button--small"
            onClick={() => setShown(locale.code)}
          >
            {locale.name}
            {localeErrors?.[locale.code] ? ' ⚠' : ''}
          </button>
        ))}
      </div>
      <div className="banner-editor__locale" role="tabpanel">
        <div>
          <TextField
            key={`${shown}-title`}
            label="Title"
            error={localeErrors?.[shown]?.title?.message}
            {...form.register(`locales.${shown}.title`)}
          />
          <TextField
            key={`${shown}-link`}
            label="Link"
            hint="A path on the site (/bonus/welcome) or an https address."
            error={localeErrors?.[shown]?.link?.message}
            {...form.register(`locales.${shown}.link`)}
          />
          <ImageUpload
            key={`${shown}-image`}
            error={localeErrors?.[shown]?.imageId?.message}
            onUploaded={(image) => {
              form.setValue(`locales.${shown}.imageId`, image.id);
              form.setValue(`locales.${shown}.imageUrl`, image.url);
              form.clearErrors(`locales.${shown}.imageId`);
            }}
          />
        </div>
        <BannerPreview title={current?.title ?? ''} imageUrl={current?.imageUrl || null} />
      </div>
      <DialogButtons
        submit={banner ? 'Save' : 'Create draft'}
        pending={change.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** A PNG, JPEG or WebP for the slider, uploaded as soon as it is chosen (the server checks its bytes). */
function ImageUpload({
  error,
  onUploaded,
}: {
  error?: string;
  onUploaded: (image: { id: string; url: string }) => void;
}) {
  const api = useApi();
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });
  return (
    <TextField
      label="Image"
      type="file"
      accept="image/png,image/jpeg,image/webp"
      hint={`PNG, JPEG or WebP up to ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB, drawn at ${BANNER_ASPECT.width}×${BANNER_ASPECT.height}.${state.busy ? ' Uploading…' : ''}`}
      error={state.message || error}
      onChange={async (event) => {
        const file = event.currentTarget.files?.[0];
        if (!file) return;
        setState({ busy: true, message: '' });
        const body = new FormData();
        body.append('file', file);
        try {
          const { data } = await api.call(calls.uploadBannerImage, { body } as never);
          onUploaded(data);
          setState({ busy: false, message: '' });
        } catch (caught) {
          setState({ busy: false, message: caught instanceof Error ? caught.message : 'The upload failed.' });
        }
      }}
    />
  );
}
