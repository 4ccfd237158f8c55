import { useMemo } from 'react';
import { viewMode, type FamilyMode, type ModeFamily, type ViewModeOptions } from '@tripsight/core/catalogue';

/**
 * Reads a `mode` attribute with core's one mode reader, for the modes of the element's family; an
 * unknown mode throws, which the element's boundary shows as an error.
 *
 * @example const options = useMode(props.mode, 'hotel');
 */
export function useMode<F extends ModeFamily>(
  mode: string | undefined,
  family: F,
): ViewModeOptions<FamilyMode<F>> {
  return useMemo(() => viewMode(mode, family), [mode, family]);
}
