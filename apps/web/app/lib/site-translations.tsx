import { useState } from 'react';
import type { ContentResources } from './i18n.ts';
import { scriptSafeJson } from './script-json.ts';

/**
 * How the page's translations (every content section, about 46 kB) reach the browser. A document
 * carries them once, as a JSON script the server wrote out once per translations object
 * (<SiteTranslationsScript>), and its loader data only names them: encoded with the loader data they
 * cost every render React Router's encoding, escaping and copying. A client navigation's data request
 * (another locale, a sign-in) has no such script, so its loader data brings them in full.
 */
export type SiteTranslations = { id: string; json?: string };

export const TRANSLATIONS_SCRIPT_ID = 'site-translations';

type Known = { resources: ContentResources; json: string };

/** The server's translations by id, and the browser's once read; a handful of locales and versions. */
const known = new Map<string, Known>();
const KEPT = 16;
const ids = new WeakMap<ContentResources, string>();
/** Ids of one server process differ from another's: a browser may hold one across a restart. */
const PROCESS = Math.random().toString(36).slice(2, 8);
let lastId = 0;

function remember(id: string, entry: Known) {
  if (known.size >= KEPT) known.delete(known.keys().next().value!);
  known.set(id, entry);
}

/**
 * Server: the root loader's reference to its translations, with their JSON for a data request. The same
 * frozen object (plugins/web.ts, shared answers) keeps its id, so every render of it shares one string.
 */
export function translationsFor(resources: ContentResources, withJson: boolean): SiteTranslations {
  let id = ids.get(resources);
  let entry = id === undefined ? undefined : known.get(id);
  if (id === undefined || !entry) {
    id = `${PROCESS}-${++lastId}`;
    entry = { resources, json: JSON.stringify(resources) };
    ids.set(resources, id);
    remember(id, entry);
  }
  return withJson ? { id, json: entry.json } : { id };
}

/** The translations the root loader named: from its data, this process's memory or the document. */
export function readTranslations(translations: SiteTranslations): ContentResources {
  const entry = known.get(translations.id);
  if (entry && (translations.json === undefined || translations.json === entry.json)) return entry.resources;
  const json = translations.json ?? documentTranslationsJson(translations.id);
  if (json === undefined) throw new Error(`The page's translations ${translations.id} are missing.`);
  const resources = JSON.parse(json) as ContentResources;
  remember(translations.id, { resources, json });
  return resources;
}

/** The JSON of translations the server knows, safe inside a <script> element. */
export function translationsScriptText(id: string): string | undefined {
  const json = known.get(id)?.json;
  return json === undefined ? undefined : scriptSafeJson(json);
}

function documentTranslationsJson(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(TRANSLATIONS_SCRIPT_ID);
  return script?.dataset.id === id ? (script.textContent ?? undefined) : undefined;
}

/**
 * The document's translations for the browser. It keeps what the server wrote: the element is never
 * written again, whatever the locale of later pages (their data brings their own translations).
 */
export function SiteTranslationsScript({ id }: { id: string }) {
  const [script] = useState(() => (typeof document === 'undefined' ? serverScript(id) : documentScript()));
  return (
    <script
      id={TRANSLATIONS_SCRIPT_ID}
      type="application/json"
      data-id={script.id}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON the server wrote, with <, > and & escaped
      dangerouslySetInnerHTML={{ __html: script.text }}
    />
  );
}

const serverScript = (id: string) => ({ id, text: translationsScriptText(id) ?? '' });

function documentScript() {
  const element = document.getElementById(TRANSLATIONS_SCRIPT_ID);
  return { id: element?.dataset.id ?? '', text: element?.innerHTML ?? '' };
}
