// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readTranslations,
  SiteTranslationsScript,
  TRANSLATIONS_SCRIPT_ID,
  translationsFor,
  translationsScriptText,
} from './site-translations.tsx';

const resources = () => ({ layout: { brand: 'Lucky </script><b>Harbor</b> & co' } });

describe('site translations beside the loader data', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('names one translations object by one id, with its JSON only for a data request', () => {
    const shared = Object.freeze(resources());
    const document = translationsFor(shared, false);
    expect(document.json).toBeUndefined();
    const data = translationsFor(shared, true);
    expect(data.id).toBe(document.id);
    expect(JSON.parse(data.json ?? '')).toEqual(shared);
    expect(translationsFor(resources(), false).id, 'another object, another id').not.toBe(document.id);
    expect(readTranslations(document)).toBe(shared);
  });

  it('writes a script whose text cannot end the element, and the browser reads it back', () => {
    const { id } = translationsFor(resources(), false);
    const text = translationsScriptText(id) ?? '';
    expect(text).not.toMatch(/[<>&]/);
    document.body.innerHTML = `<script id="${TRANSLATIONS_SCRIPT_ID}" type="application/json" data-id="${id}">${text}</script><p>after</p>`;
    expect(document.querySelector('p')?.textContent).toBe('after');
    const script = document.getElementById(TRANSLATIONS_SCRIPT_ID);
    expect(JSON.parse(script?.textContent ?? '')).toEqual(resources());
  });

  it('in the browser: reads the document script for its id, and a data request’s JSON otherwise', () => {
    document.body.innerHTML = `<script id="${TRANSLATIONS_SCRIPT_ID}" type="application/json" data-id="doc-1">{"layout":{"brand":"From the page"}}</script>`;
    expect(readTranslations({ id: 'doc-1' })).toEqual({ layout: { brand: 'From the page' } });
    expect(() => readTranslations({ id: 'doc-2' })).toThrow(/missing/);
    const json = JSON.stringify({ layout: { brand: 'Navigated' } });
    expect(readTranslations({ id: 'doc-2', json })).toEqual({ layout: { brand: 'Navigated' } });
    const newer = JSON.stringify({ layout: { brand: 'After a restart' } });
    expect(readTranslations({ id: 'doc-2', json: newer }).layout).toEqual({ brand: 'After a restart' });
  });

  it('keeps the element as the server wrote it when it hydrates, whatever id comes later', () => {
    document.body.innerHTML = `<div id="root"><script id="${TRANSLATIONS_SCRIPT_ID}" type="application/json" data-id="first">{"a":1}</script></div>`;
    const { rerender } = render(<SiteTranslationsScript id="first" />);
    rerender(<SiteTranslationsScript id="second" />);
    const scripts = document.querySelectorAll(`#${TRANSLATIONS_SCRIPT_ID}`);
    const last = scripts[scripts.length - 1] as HTMLElement;
    expect(last.dataset.id).toBe('first');
    expect(last.textContent).toBe('{"a":1}');
  });
});
