import { Input } from "@/web/components/ui/input";
import { Field } from "@/web/components/field";
import type { PublishablePlatform } from "@/shared/platform-limits";
import { publishingCopy } from "../copy";

const c = publishingCopy.connect;
type FieldName = keyof typeof c.fields;

/** Each platform's fields: the non-secret ones are prefilled from the saved publishing account, the secret never is. */
export const PLATFORM_FIELDS: Record<PublishablePlatform, { name: FieldName; secret?: boolean; type?: string }[]> = {
  bluesky: [{ name: "service_url", type: "url" }, { name: "identifier" }, { name: "app_password", secret: true }],
  mastodon: [{ name: "instance_url", type: "url" }, { name: "access_token", secret: true }],
  webhook: [{ name: "webhook_url", type: "url" }, { name: "secret", secret: true }],
  // OAuth platforms: no fields, the platform's own sign-in (Connect with …).
  linkedin: [],
  twitter: [],
  threads: [],
  facebook: [],
  instagram: [],
};

export function ConnectFields({
  platform,
  values,
  errors,
  onChange,
}: {
  platform: PublishablePlatform;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {PLATFORM_FIELDS[platform].map(({ name, secret, type }) => {
        const id = `connect-${name}`;
        return (
          <Field key={name} id={id} label={c.fields[name]} hint={c.hints[name]} error={errors[name]}>
            <Input
              id={id}
              name={name}
              type={secret ? "password" : (type ?? "text")}
              autoComplete={secret ? "new-password" : "off"}
              required
              value={values[name] ?? ""}
              aria-describedby={`${id}-note`}
              aria-invalid={errors[name] ? true : undefined}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </Field>
        );
      })}
    </div>
  );
}
