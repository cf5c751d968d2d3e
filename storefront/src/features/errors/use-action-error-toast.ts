import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@lumen/design-system';
import { actionErrorMessageKey, type ShopAction } from './action-error.ts';

/**
 * Shows a refused action (§8) as an ERROR alert toast (§4 alert kinds) in the shop's language. The
 * toast is announced at once; one toast per action, so pressing again replaces rather than stacks.
 */
export function useActionErrorToast(): (error: unknown, action: ShopAction) => void {
  const { toast } = useToast();
  const { t } = useTranslation();
  return useCallback(
    (error, action) => {
      toast({
        id: `action-error-${action}`,
        kind: 'ERROR',
        title: t(`actionErrors.${action}.title`),
        description: t(actionErrorMessageKey(action, error)),
      });
    },
    [toast, t],
  );
}
