import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { accountCopy } from "../copy";
import type { AccountFormValues } from "../lib/account-form-values";
import { Field } from "@/web/components/field";

type DetailKey = "target_audience" | "brand_voice" | "key_topics" | "hashtag_groups" | "content_guidelines" | "notes";

interface AccountDetailFieldsProps {
  idPrefix: string;
  values: AccountFormValues;
  onChange: (patch: Partial<AccountFormValues>) => void;
}

/** The settings beyond the table's columns: audience, voice, topics, hashtag groups, guidelines, notes. */
export function AccountDetailFields({ idPrefix, values, onChange }: AccountDetailFieldsProps) {
  const id = (key: DetailKey) => `${idPrefix}-${key}`;
  const text = (key: DetailKey, multiline = false) => {
    const hint = key === "key_topics" || key === "hashtag_groups" ? accountCopy.hints[key] : undefined;
    const common = { id: id(key), value: values[key], "aria-describedby": hint ? `${id(key)}-note` : undefined };
    return (
      <Field id={id(key)} label={accountCopy.fields[key]} hint={hint}>
        {multiline ? (
          <Textarea rows={2} className="min-h-16" {...common} onChange={(e) => onChange({ [key]: e.target.value })} />
        ) : (
          <Input {...common} onChange={(e) => onChange({ [key]: e.target.value })} />
        )}
      </Field>
    );
  };

  return (
    <>
      {text("target_audience", true)}
      {text("brand_voice", true)}
      {text("key_topics")}
      {text("hashtag_groups")}
      {text("content_guidelines", true)}
      {text("notes", true)}
    </>
  );
}
