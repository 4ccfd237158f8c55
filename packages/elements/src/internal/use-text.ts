import { useCallback } from 'react';
import type { BusState } from '@tripsight/core/bus';
import { hostText } from '@tripsight/core/format';
import { useHostSetting } from './use-host-setting.js';

const selectMessages = (state: BusState) => state.messages;

/**
 * The one lookup of the spec's texts: returns a function that gives the host's replacement (the
 * context's `messages`) for an English text, or the text itself.
 * @example const text = useText(); <strong>{text('An error has occurred')}</strong>
 */
export function useText(): (text: string) => string {
  const messages = useHostSetting(selectMessages);
  return useCallback((text: string) => hostText(messages, text), [messages]);
}
