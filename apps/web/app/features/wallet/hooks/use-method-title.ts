import { useT } from '../../../lib/use-t.ts';
import { readableMethodName } from '../lib/method-name.ts';

/** The name of a payment method as the player reads it (content, else its id made readable). */
export function useMethodTitle() {
  const t = useT('modals');
  return (method: string) => t(`wallet.methodNames.${method}`, { defaultValue: readableMethodName(method) });
}
