import { Accordion } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "@/web/features/marketing/copy/faq-copy";

/** An accessible accordion: Radix wires the buttons, aria-expanded and aria-controls. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y rounded-2xl border bg-card shadow-xs"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`} className="group">
          {/* Radix renders the header as an h3. */}
          <Accordion.Header>
            <Accordion.Trigger className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-medium text-foreground transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-6">
              {item.question}
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground data-[state=open]:animate-fade-in sm:px-6 sm:text-base">
            <p className="max-w-prose">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
