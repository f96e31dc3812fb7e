import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const translators = new WeakMap<i18n, Map<string, TFunction>>();

/** Without an i18next instance (a component test without the provider) a key reads as itself. */
const keyAsText = ((key: string) => key) as unknown as TFunction;

/**
 * The translator of one namespace of the page's i18next instance (root.tsx provides one per locale,
 * whose language never changes), the same function for every component that asks. react-i18next's
 * useTranslation copied the instance's properties for every component it mounted: on a lobby of 48
 * tiles that was a tenth of a signed-in page's server-side rendering.
 */
export function useT(namespace: string): TFunction {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) return keyAsText;
  let byNamespace = translators.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    translators.set(instance, byNamespace);
  }
  let translate = byNamespace.get(namespace);
  if (!translate) {
    translate = remembering(instance.getFixedT(null, namespace));
    byNamespace.set(namespace, translate);
  }
  return translate;
}

/** Texts kept per translator before it starts again (game names make the interpolated ones many). */
const REMEMBERED_TEXTS = 5_000;

/**
 * A translator that remembers its texts: an instance's language and resources never change, so a key
 * with the same values always reads the same. One lookup instead of i18next's resolving and
 * interpolating, which a lobby did 300 times per page. Values other than strings, numbers and booleans
 * (a React element), and returnObjects (a caller may change what it gets), go to i18next every time.
 */
function remembering(translate: TFunction): TFunction {
  const ask = translate as unknown as (key: unknown, options?: unknown) => unknown;
  const texts = new Map<string, unknown>();
  const remembered = (key: unknown, options?: unknown) => {
    const id = textId(key, options);
    if (id === null) return ask(key, options);
    if (texts.has(id)) return texts.get(id);
    const text = ask(key, options);
    if (texts.size >= REMEMBERED_TEXTS) texts.clear();
    texts.set(id, text);
    return text;
  };
  return remembered as unknown as TFunction;
}

function textId(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || 'returnObjects' in options) return null;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}
