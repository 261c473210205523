/**
 * no-inline-copy: user-facing text lives in a message catalogue (src/shared/messages.ts or a feature's copy.ts),
 * never inline in a component (docs/contributing.md, "One message catalogue").
 *
 * Reports, in JSX:
 *  - text between tags that contains a letter (`<p>No posts yet</p>`);
 *  - string literals (and template literals with letters in their fixed parts) given as children
 *    (`{busy ? "Saving..." : label}`) or to a user-facing attribute (`aria-label`, `title`, `placeholder`, ...)
 *    or a prop named like a text (`confirmLabel`, `emptyMessage`, `pageTitle`, ...);
 * and outside JSX:
 *  - the text arguments of `toast.*(...)` and `confirm(...)`/`window.confirm(...)`.
 * Texts without letters (punctuation, symbols, numbers) pass; so do the words in the `allow` option
 * (brand names and the like).
 */

const DEFAULT_ATTRIBUTES = [
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "hint",
];

/** Props of our own components that carry a text: `confirmLabel`, `cancelLabel`, `pageTitle`, `emptyMessage`... */
const TEXT_PROP = /^[a-z][A-Za-z]*(Label|Title|Description|Hint|Placeholder|Message|Text)$/;

const LETTER = /\p{L}/u;

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "suggestion",
    docs: {
      description: "User-facing text lives in src/shared/messages.ts or the feature's copy.ts, not inline in JSX",
    },
    schema: [
      {
        type: "object",
        properties: {
          attributes: { type: "array", items: { type: "string" } },
          allow: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      jsxText: 'Inline text "{{text}}": move it to the feature\'s copy.ts or @/shared/messages.',
      attribute: 'Inline {{name}} "{{text}}": move it to the feature\'s copy.ts or @/shared/messages.',
      call: 'Inline {{name}} text "{{text}}": move it to the feature\'s copy.ts or @/shared/messages.',
    },
  },

  create(context) {
    const options = context.options[0] ?? {};
    const attributes = new Set(options.attributes ?? DEFAULT_ATTRIBUTES);
    const allow = new Set(options.allow ?? []);

    /** True when the text would be read by a user: it has a letter and is not an allowed word. */
    const isCopy = (text) => {
      const trimmed = text.replace(/\s+/g, " ").trim();
      return trimmed !== "" && LETTER.test(trimmed) && !allow.has(trimmed);
    };
    const short = (text) => {
      const trimmed = text.replace(/\s+/g, " ").trim();
      return trimmed.length > 40 ? `${trimmed.slice(0, 37)}...` : trimmed;
    };

    /** The string literals an expression can evaluate to as a text (through ?:, ||, ??, &&). */
    function* texts(node) {
      if (!node) return;
      switch (node.type) {
        case "Literal":
          if (typeof node.value === "string") yield { node, text: node.value };
          return;
        case "TemplateLiteral": {
          const fixed = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(" ");
          yield { node, text: fixed };
          return;
        }
        case "ConditionalExpression":
          yield* texts(node.consequent);
          yield* texts(node.alternate);
          return;
        case "LogicalExpression":
          // `a && "Text"` shows the right side; `a || "Text"` and `a ?? "Text"` may show either.
          if (node.operator !== "&&") yield* texts(node.left);
          yield* texts(node.right);
          return;
        case "TSAsExpression":
        case "TSSatisfiesExpression":
          yield* texts(node.expression);
          return;
        default:
      }
    }

    const reportTexts = (expression, messageId, name) => {
      for (const { node, text } of texts(expression)) {
        if (isCopy(text)) context.report({ node, messageId, data: { name, text: short(text) } });
      }
    };

    /** The `description`, `title` and `label` values of a toast's options (also inside `action`/`cancel`). */
    function* optionTexts(node) {
      if (!node || node.type !== "ObjectExpression") return;
      for (const property of node.properties) {
        if (property.type !== "Property" || property.computed || property.key.type !== "Identifier") continue;
        if (["description", "title", "label"].includes(property.key.name)) yield property.value;
        else yield* optionTexts(property.value);
      }
    }

    const attributeName = (name) =>
      name.type === "JSXNamespacedName" ? `${name.namespace.name}:${name.name.name}` : name.name;

    const calleeName = (callee) => {
      if (callee.type === "Identifier") return callee.name;
      if (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier") {
        const object = callee.object.type === "Identifier" ? callee.object.name : null;
        return object ? `${object}.${callee.property.name}` : null;
      }
      return null;
    };

    return {
      JSXText(node) {
        if (isCopy(node.value)) context.report({ node, messageId: "jsxText", data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXElement" || node.parent.type === "JSXFragment") {
          reportTexts(node.expression, "jsxText", "text");
        }
      },
      JSXAttribute(node) {
        const name = attributeName(node.name);
        if (!(attributes.has(name) || TEXT_PROP.test(name)) || !node.value) return;
        if (node.value.type === "Literal") reportTexts(node.value, "attribute", name);
        else if (node.value.type === "JSXExpressionContainer") reportTexts(node.value.expression, "attribute", name);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name) return;
        const isToast = name.startsWith("toast.") || name === "toast";
        const isConfirm = name === "confirm" || name === "window.confirm" || name === "window.alert" || name === "alert";
        if (!isToast && !isConfirm) return;
        const args = isToast ? node.arguments.slice(0, 2) : node.arguments.slice(0, 1);
        for (const argument of args) reportTexts(argument, "call", name);
        // toast.x(title, description, { description: "...", action: { label: "..." } })
        const options = isToast ? node.arguments[2] : undefined;
        for (const text of optionTexts(options)) reportTexts(text, "call", name);
      },
    };
  },
};

export default rule;
