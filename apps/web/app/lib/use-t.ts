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
    translate = instance.getFixedT(null, namespace);
    byNamespace.set(namespace, translate);
  }
  return translate;
}
