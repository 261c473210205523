/** A refusal or failure shown inside a dialog or form, next to the action (announced to screen readers). */
export function FormError({ children }: { children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm break-words text-destructive">
      {children}
    </p>
  );
}
