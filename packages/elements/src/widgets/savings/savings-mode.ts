import { useMemo } from 'react';
import { savingsMode, type SavingsModeOptions } from '@tripsight/core/savings';

/** Attributes every savings widget takes. */
export interface SavingsWidgetProps {
  /** normal | poc | demo | demo-prod-ui | autorebook (default normal). */
  mode?: string;
}

/** Reads the `mode` attribute; an unknown mode throws, which the widget's boundary shows as an error. */
export function useSavingsMode(mode: string | undefined): SavingsModeOptions {
  return useMemo(() => savingsMode(mode), [mode]);
}
