import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import rule from "../../eslint-rules/no-inline-copy.js";

// RuleTester runs its cases as tests of the framework it is given (vitest has no globals here).
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const error = (messageId: "jsxText" | "attribute" | "call") => ({ messageId });

tester.run("no-inline-copy", rule, {
  valid: [
    // Texts from a catalogue.
    { code: "const A = () => <p>{copy.empty}</p>;" },
    { code: 'const A = () => <Button aria-label={copy.close} title={messages.common.close}>{copy.save}</Button>;' },
    { code: "toast.success(messages.common.success, copy.saved(n));" },
    { code: 'toast.info(copy.saved, undefined, { id: "save", duration: 4000, action: { label: copy.undo, onClick } });' },
    // No letters: punctuation, symbols, numbers, whitespace.
    { code: "const A = () => <p>{count} / {total} · — … (1) 100%</p>;" },
    { code: 'const A = () => <span aria-hidden>{"·"}</span>;' },
    { code: 'const A = () => <Input placeholder="0.00" />;' },
    // Attributes that are not read by people.
    { code: 'const A = () => <div className="flex gap-2" role="status" data-slot="card" id="main-content" />;' },
    { code: 'const A = () => <Input type="email" autoComplete="current-password" name="email" />;' },
    { code: 'const A = () => <Chart dataKey="calls" labelKey="day" textAnchor="end" />;' },
    // Strings that are not shown: comparisons, keys, object fields outside JSX.
    { code: 'const A = () => <p>{mode === "edit" ? copy.editing : copy.viewing}</p>;' },
    { code: 'if (e.key === "Escape") close();' },
    // An allowed word (a brand mark).
    { code: "const A = () => <span>in</span>;", options: [{ allow: ["in"] }] },
    // Other calls than toast/confirm.
    { code: 'console.warn("Something failed"); track("Clicked button");' },
  ],
  invalid: [
    { code: "const A = () => <p>No posts yet</p>;", errors: [error("jsxText")] },
    { code: "const A = () => <button><Icon /> Collapse</button>;", errors: [error("jsxText")] },
    { code: 'const A = () => <p>{"Loading..."}</p>;', errors: [error("jsxText")] },
    { code: 'const A = () => <p>{busy ? "Saving..." : copy.save}</p>;', errors: [error("jsxText")] },
    { code: 'const A = () => <p>{busy && "Saving..."}</p>;', errors: [error("jsxText")] },
    { code: 'const A = () => <p>{name ?? "Untitled"}</p>;', errors: [error("jsxText")] },
    { code: "const A = () => <p>{`${n} selected`}</p>;", errors: [error("jsxText")] },
    { code: 'const A = () => <button aria-label={open ? "Expand sidebar" : "Collapse sidebar"} />;', errors: [error("attribute"), error("attribute")] },
    { code: 'const A = () => <input placeholder="Search prompts..." />;', errors: [error("attribute")] },
    { code: 'const A = () => <img alt="Generated image" src={url} />;', errors: [error("attribute")] },
    { code: 'const A = () => <Tip title="Current AI Model" />;', errors: [error("attribute")] },
    { code: 'const A = () => <FormField label="Email" hint="We never share it." />;', errors: [error("attribute"), error("attribute")] },
    { code: 'const A = () => <div aria-description="Drag to reorder" />;', errors: [error("attribute")] },
    { code: "const A = ({ e }) => <b aria-label={`Account menu for ${e}`} />;", errors: [error("attribute")] },
    { code: 'const A = () => <Header description={"Manage your brands" as string} />;', errors: [error("attribute")] },
    { code: 'const A = () => <ConfirmDialog confirmLabel="Delete" busyLabel="Deleting..." emptyMessage="None" />;', errors: [error("attribute"), error("attribute"), error("attribute")] },
    { code: 'toast.error("Failed to save");', errors: [error("call")] },
    { code: 'toast.info(copy.saved, undefined, { description: "Saved just now", action: { label: "Undo", onClick } });', errors: [error("call"), error("call")] },
    { code: 'toast.success(messages.common.success, "Your prompt was saved");', errors: [error("call")] },
    { code: 'if (window.confirm("Delete this post?")) remove();', errors: [error("call")] },
    { code: 'if (confirm(`Delete ${name}?`)) remove();', errors: [error("call")] },
    // The allow-list holds whole texts, not words inside them.
    { code: "const A = () => <span>in the box</span>;", options: [{ allow: ["in"] }], errors: [error("jsxText")] },
    // Letters of any script.
    { code: "const A = () => <p>Größe</p>;", errors: [error("jsxText")] },
  ],
});
