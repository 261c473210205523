import { useState } from "react";
import type { Brand } from "@/shared/contracts/brands";
import type { BrandVoice } from "@/shared/contracts/brand-voice";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useBrandVoice, useSaveBrandVoice } from "../api/brand-voice";
import { voiceCopy } from "../copy/voice";
import { formToBody, voiceToForm, type VoiceForm } from "../lib/voice-form";
import { Terminology } from "./terminology";
import { VoiceProfile } from "./voice-profile";

/** A brand's voice: the profile (learned from samples, editable) and its terminology, saved together (issue 27). */
export function BrandVoiceDialog({ brand, open, onClose }: { brand: Brand | null; open: boolean; onClose: () => void }) {
  const voice = useBrandVoice(open && brand ? brand.id : null);
  return (
    <Dialog open={open && brand !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{voiceCopy.title}</DialogTitle>
          <DialogDescription>
            {brand?.brand_name} · {voiceCopy.description}
          </DialogDescription>
        </DialogHeader>
        {voice.isPending ? (
          <div className="flex flex-col gap-2" aria-label={voiceCopy.loading} aria-busy>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : voice.isError ? (
          <EmptyState
            title={voiceCopy.loadFailed}
            description={errorMessage(voice.error)}
            action={<Button variant="outline" onClick={() => void voice.refetch()}>{voiceCopy.retry}</Button>}
            role="alert"
          />
        ) : (
          brand && <VoiceEditor key={`${brand.id}:${voice.data.updated_at}`} brandId={brand.id} voice={voice.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function VoiceEditor({ brandId, voice, onClose }: { brandId: string; voice: BrandVoice; onClose: () => void }) {
  const [form, setForm] = useState<VoiceForm>(() => voiceToForm(voice));
  const save = useSaveBrandVoice(brandId);
  const manage = useCapability("manage");
  const disabled = !manage.allowed || save.isPending;

  async function submit() {
    try {
      await save.mutateAsync(formToBody(form));
      toast.success(messages.brandVoice.saved);
      onClose();
    } catch (err) {
      toast.error(messages.brandVoice.saveFailed, errorMessage(err));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {!manage.allowed && <p className="text-sm text-muted-foreground">{voiceCopy.readOnly}</p>}
      <VoiceProfile
        brandId={brandId}
        profile={form.profile}
        source={form.source}
        disabled={disabled}
        onChange={(profile, source) => setForm((f) => ({ ...f, profile, source }))}
      />
      <Terminology
        spellings={form.spellings}
        banned={form.banned}
        disabled={disabled}
        onSpellings={(spellings) => setForm((f) => ({ ...f, spellings }))}
        onBanned={(banned) => setForm((f) => ({ ...f, banned }))}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {messages.common.cancel}
        </Button>
        <Button type="button" disabled={disabled} onClick={() => void submit()}>
          {save.isPending && <Spinner />}
          {save.isPending ? voiceCopy.saving : voiceCopy.save}
        </Button>
      </div>
    </div>
  );
}
