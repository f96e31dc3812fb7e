import { forwardRef, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { FieldFrame, fieldAria } from '../../../components/ui/form-field.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCountries } from '../hooks/use-countries.ts';
import {
  buildPhoneValue,
  PHONE_DIGITS_MAX,
  sanitizePhoneDigits,
  splitPhoneValue,
  startingPhoneCountry,
} from '../lib/phone-value.ts';

/** The select's value while no country is chosen (the state is '' only until the list is there). */
const NO_PREFIX = '-';

type PhoneInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
};

/**
 * Country calling code (from the country list) and the number's digits (numeric, at most 12). The value
 * is '+', code and digits when both are filled, else empty.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { label, value, onChange, onBlur, onFocus, error, required, disabled, name },
  ref,
) {
  const t = useT('fields-settings');
  const { init } = useSiteData();
  const { countries } = useCountries({ everyCountry: true });
  const id = useId();
  const errorId = `${id}-error`;
  const [country, setCountry] = useState('');
  const [digits, setDigits] = useState('');
  const lastEmitted = useRef(value);

  const prefixOf = useMemo(
    () => new Map(countries.map((item) => [item.code, item.phonePrefix])),
    [countries],
  );

  // Pick a starting country once the list is there: the one of a stored value, else the visitor's.
  useEffect(() => {
    if (country || countries.length === 0) return;
    const split = value
      ? splitPhoneValue(
          value,
          countries.map((item) => item.phonePrefix),
        )
      : null;
    const starting = startingPhoneCountry(
      countries.map((item) => item.code),
      init.country,
      navigator.languages ?? [navigator.language],
    );
    const visitor = countries.find((item) => item.code === starting);
    const match = split
      ? visitor?.phonePrefix === split.prefix
        ? visitor
        : countries.find((item) => item.phonePrefix === split.prefix)
      : visitor;
    // Nothing known of the visitor: no prefix until they pick one, rather than the list's first.
    setCountry(match?.code ?? NO_PREFIX);
    if (split) setDigits(split.digits);
  }, [countries, country, init.country, value]);

  // A reset of the form (value emptied from outside) empties the number.
  useEffect(() => {
    if (value === '' && lastEmitted.current !== '') setDigits('');
    lastEmitted.current = value;
  }, [value]);

  function emit(nextCountry: string, nextDigits: string) {
    const next = buildPhoneValue(prefixOf.get(nextCountry), nextDigits);
    lastEmitted.current = next;
    onChange(next);
  }

  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <div className="phone-input">
        <div className="phone-input__country">
          {country && country !== NO_PREFIX ? (
            <span className="phone-input__flag" aria-hidden="true">
              <CountryFlag code={country} width={20} />
            </span>
          ) : null}
          <select
            className="field__control phone-input__prefix"
            aria-label={t('phonePrefix')}
            value={country}
            disabled={disabled}
            onChange={(event) => {
              setCountry(event.target.value);
              emit(event.target.value, digits);
            }}
            data-testid="phone-prefix"
          >
            {country === NO_PREFIX ? (
              <option value={NO_PREFIX} disabled>
                {t('phonePrefixChoose')}
              </option>
            ) : null}
            {countries.map((item) => (
              <option key={item.code} value={item.code}>
                {`${item.phonePrefix} ${item.name}`}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={ref}
          id={id}
          name={name}
          className="field__control phone-input__number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS_MAX}
          value={digits}
          disabled={disabled}
          {...fieldAria(error, required, errorId)}
          onChange={(event) => {
            const next = sanitizePhoneDigits(event.target.value);
            setDigits(next);
            emit(country, next);
          }}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      </div>
    </FieldFrame>
  );
});
