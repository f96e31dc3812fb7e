import { useTranslation } from 'react-i18next';
import { readableMethodName } from '../lib/method-name.ts';

/** The name of a payment method as the player reads it (content, else its id made readable). */
export function useMethodTitle() {
  const { t } = useTranslation('modals');
  return (method: string) => t(`wallet.methodNames.${method}`, { defaultValue: readableMethodName(method) });
}
