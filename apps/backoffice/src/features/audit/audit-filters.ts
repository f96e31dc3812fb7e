import { AUDIT_ACTOR_KINDS, type AuditActorKind, type AuditQuery } from '@casino/contracts';
import { z } from 'zod';

/** The filters of the audit page, as the page's URL keeps them (shareable, and kept on reload). */
export type AuditFilters = Omit<Partial<AuditQuery>, 'cursor' | 'limit'>;

const TEXT_FILTERS = ['actorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const kind = search.get('actorKind');
  if (kind && (AUDIT_ACTOR_KINDS as readonly string[]).includes(kind))
    filters.actorKind = kind as AuditActorKind;
  for (const key of TEXT_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return search;
}

/** The filter form: every field a string, as inputs give them; times in the browser's zone. */
export const filterFormSchema = z
  .object({
    actorKind: z.union([z.enum(AUDIT_ACTOR_KINDS), z.literal('')]),
    actorId: z.string().trim().max(64),
    action: z.string().trim().max(100),
    targetType: z.string().trim().max(64),
    targetId: z.string().trim().max(128),
    from: z.string(),
    to: z.string(),
  })
  .refine((values) => !values.from || !values.to || values.from < values.to, {
    path: ['to'],
    message: 'afterFrom',
  });
export type FilterFormValues = z.input<typeof filterFormSchema>;

/** `2030-01-02T10:30` (a datetime-local input, the browser's zone) ↔ an ISO time. */
export const localInputToIso = (value: string) => (value ? new Date(value).toISOString() : undefined);
export function isoToLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formValuesOf(filters: AuditFilters): FilterFormValues {
  return {
    actorKind: filters.actorKind ?? '',
    actorId: filters.actorId ?? '',
    action: filters.action ?? '',
    targetType: filters.targetType ?? '',
    targetId: filters.targetId ?? '',
    from: isoToLocalInput(filters.from),
    to: isoToLocalInput(filters.to),
  };
}

export function filtersOf(values: FilterFormValues): AuditFilters {
  return {
    actorKind: values.actorKind || undefined,
    actorId: values.actorId.trim() || undefined,
    action: values.action.trim() || undefined,
    targetType: values.targetType.trim() || undefined,
    targetId: values.targetId.trim() || undefined,
    from: localInputToIso(values.from),
    to: localInputToIso(values.to),
  };
}
