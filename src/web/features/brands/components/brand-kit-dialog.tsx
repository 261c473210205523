import { useState } from "react";
import { ImageIcon } from "lucide-react";
import type { Brand } from "@/shared/contracts/brands";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { KIT_FONTS, type BrandKit } from "@/shared/contracts/visuals";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { ImagePickerDialog } from "@/web/shared/images/image-picker-dialog";
import { useBrandKit, useSaveBrandKit } from "../api/brand-kit";
import { kitCopy as c } from "../copy/kit";

const COLORS = ["primary_color", "secondary_color", "background_color"] as const;
type ColorKey = (typeof COLORS)[number];
const HEX = /^#[0-9a-fA-F]{6}$/;

interface KitForm {
  colors: Record<ColorKey, string>;
  font: BrandKit["font"];
  /** The logo: where it is stored and a URL to show it; null for none. */
  logo: { bucket: "image-storage" | "social_images"; path: string; url: string } | null;
}

const toForm = (kit: BrandKit): KitForm => ({
  colors: { primary_color: kit.primary_color, secondary_color: kit.secondary_color, background_color: kit.background_color },
  font: kit.font,
  logo: kit.logo_path && kit.logo_url ? { bucket: "image-storage", path: kit.logo_path, url: kit.logo_url } : null,
});

/** A brand's kit for graphics (issue 27): logo from uploads or the gallery, three colours and the font. */
export function BrandKitDialog({ brand, open, onClose }: { brand: Brand | null; open: boolean; onClose: () => void }) {
  const kit = useBrandKit(open && brand ? brand.id : null);
  return (
    <Dialog open={open && brand !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{c.title}</DialogTitle>
          <DialogDescription>
            {brand?.brand_name} · {c.description}
          </DialogDescription>
        </DialogHeader>
        {kit.isPending ? (
          <div className="flex flex-col gap-2" aria-label={c.loading} aria-busy>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : kit.isError ? (
          <EmptyState
            title={c.loadFailed}
            description={errorMessage(kit.error)}
            action={<Button variant="outline" onClick={() => void kit.refetch()}>{c.retry}</Button>}
            role="alert"
          />
        ) : (
          brand && <KitEditor key={`${brand.id}:${kit.data.updated_at}`} brandId={brand.id} kit={kit.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ColorField({ name, value, disabled, onChange }: { name: ColorKey; value: string; disabled: boolean; onChange: (value: string) => void }) {
  const valid = HEX.test(value);
  const id = `kit-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{c.colors[name]}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={c.colors[name]}
          value={valid ? value.toLowerCase() : "#000000"}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1 disabled:cursor-not-allowed"
        />
        <Input
          id={id}
          aria-label={c.hex(c.colors[name])}
          value={value}
          maxLength={7}
          spellCheck={false}
          disabled={disabled}
          aria-invalid={!valid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value.trim())}
          className="font-mono"
        />
      </div>
      <p id={`${id}-hint`} className={valid ? "text-xs text-muted-foreground" : "text-xs text-destructive"}>
        {valid ? c.colorHints[name] : c.badColor}
      </p>
    </div>
  );
}

/** How a slide looks in the kit: background, the primary bar along the top, the logo top-left, text in the secondary colour. */
function Preview({ form }: { form: KitForm }) {
  const color = (key: ColorKey, fallback: string) => (HEX.test(form.colors[key]) ? form.colors[key] : fallback);
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-medium">{c.preview}</figcaption>
      <div
        data-testid="kit-preview"
        className="relative flex aspect-[4/5] w-40 flex-col overflow-hidden rounded-md border shadow-sm"
        style={{ backgroundColor: color("background_color", "#ffffff") }}
      >
        <div className="h-2 w-full shrink-0" style={{ backgroundColor: color("primary_color", "#1d4ed8") }} />
        {form.logo && <img src={sameOriginStorageUrl(form.logo.url)} alt="" className="absolute top-4 left-3 size-8 object-contain" />}
        <p className="mt-auto mb-auto px-3 pt-8 text-sm leading-snug font-semibold" style={{ color: color("secondary_color", "#0f172a"), fontFamily: "Inter, sans-serif" }}>
          {c.previewText}
        </p>
        <span className="absolute right-2 bottom-1.5 text-[10px] font-semibold" style={{ color: color("primary_color", "#1d4ed8") }}>
          1 / 3
        </span>
      </div>
    </figure>
  );
}

function KitEditor({ brandId, kit, onClose }: { brandId: string; kit: BrandKit; onClose: () => void }) {
  const [form, setForm] = useState<KitForm>(() => toForm(kit));
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBrandKit(brandId);
  const write = useCapability("write");
  const disabled = !write.allowed || save.isPending;
  const valid = COLORS.every((key) => HEX.test(form.colors[key]));

  async function submit() {
    setFailure(null);
    try {
      await save.mutateAsync({
        ...form.colors,
        font: form.font,
        logo_path: form.logo?.path ?? null,
        logo_bucket: form.logo?.bucket ?? "image-storage",
      });
      toast.success(c.saved);
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {!write.allowed && <p className="text-sm text-muted-foreground">{c.readOnly}</p>}
      {kit.updated_at === null && (
        <p role="note" className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {c.empty}
        </p>
      )}
      <div className="flex flex-col gap-5 sm:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{c.logo}</span>
            <div className="flex flex-wrap items-center gap-3">
              <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
                {form.logo ? (
                  <img src={sameOriginStorageUrl(form.logo.url)} alt={c.logoAlt} className="size-full object-contain" />
                ) : (
                  <>
                    <ImageIcon aria-hidden className="size-5 text-muted-foreground" />
                    <span className="sr-only">{c.noLogo}</span>
                  </>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setPicking(true)}>
                  {form.logo ? c.changeLogo : c.chooseLogo}
                </Button>
                {form.logo && (
                  <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => setForm((f) => ({ ...f, logo: null }))}>
                    {c.removeLogo}
                  </Button>
                )}
              </div>
            </div>
            <p className="text-xs text-muted-foreground">{c.logoHint}</p>
          </div>
          {COLORS.map((key) => (
            <ColorField
              key={key}
              name={key}
              value={form.colors[key]}
              disabled={disabled}
              onChange={(value) => setForm((f) => ({ ...f, colors: { ...f.colors, [key]: value } }))}
            />
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="kit-font">{c.font}</Label>
            <NativeSelect id="kit-font" value={form.font} disabled={disabled} onChange={(event) => setForm((f) => ({ ...f, font: event.target.value as BrandKit["font"] }))}>
              {KIT_FONTS.map((font) => (
                <option key={font} value={font}>
                  {c.fonts[font]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <Preview form={form} />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {c.saveFailed}: {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {c.cancel}
        </Button>
        <Button type="button" disabled={disabled || !valid} onClick={() => void submit()}>
          {save.isPending && <Spinner />}
          {save.isPending ? c.saving : c.save}
        </Button>
      </div>
      <ImagePickerDialog
        open={picking}
        onOpenChange={setPicking}
        onSelect={(images) => {
          const first = images[0];
          if (first) setForm((f) => ({ ...f, logo: { bucket: first.source === "uploaded" ? "image-storage" : "social_images", path: first.path, url: first.url } }));
        }}
      />
    </div>
  );
}
