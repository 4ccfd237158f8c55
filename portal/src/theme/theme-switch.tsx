import type { ThemeChoice } from './use-theme-choice.js';

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The portal's theme picker: System (follows the device), Light or Dark. */
export function ThemeSwitch({
  choice,
  onChange,
}: {
  choice: ThemeChoice;
  onChange: (c: ThemeChoice) => void;
}) {
  return (
    <label className="theme-switch">
      <span>Theme</span>
      <select value={choice} onChange={(event) => onChange(event.target.value as ThemeChoice)}>
        {CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
