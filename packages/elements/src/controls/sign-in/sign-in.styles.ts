export const signInStyles = /* css */ `
:host { display: inline-block; }
.sign-in { display: flex; flex-direction: column; align-items: center; gap: 8px; }
button {
  font: inherit; font-weight: 600; cursor: pointer;
  min-width: 160px; padding: 10px 20px; border: 0; border-radius: var(--ts-radius);
  background: var(--ts-primary); color: var(--ts-on-primary);
}
button:hover { filter: brightness(0.92); }
button:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
button:disabled { opacity: 0.6; cursor: progress; }
p { margin: 0; color: var(--ts-negative); max-width: 40ch; text-align: center; }
`;
