import { useState } from "react";
import { Plus, Sparkles, X } from "lucide-react";
import { messages } from "@/shared/messages";
import { VOICE, type LearnedVoice } from "@/shared/contracts/brand-voice";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useHistorySamples, useLearnVoice } from "../api/brand-voice";
import { voiceCopy } from "../copy/voice";
import { profileToForm, type ProfileForm } from "../lib/voice-form";
import type { VoiceSource } from "@/shared/contracts/brand-voice";

const copy = voiceCopy.profile;
const learnCopy = voiceCopy.learn;

/** The voice profile: learned from samples or written by hand, every field editable (issue 27). */
export function VoiceProfile({
  brandId,
  profile,
  source,
  disabled,
  onChange,
}: {
  brandId: string;
  profile: ProfileForm | null;
  source: VoiceSource | null;
  disabled: boolean;
  onChange: (profile: ProfileForm | null, source: VoiceSource | null) => void;
}) {
  const [learning, setLearning] = useState(false);
  const edit = (patch: Partial<ProfileForm>) => onChange({ ...(profile ?? profileToForm(EMPTY)), ...patch }, "edited");
  const form = profile ?? profileToForm(EMPTY);
  return (
    <section aria-labelledby="voice-profile-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="voice-profile-title" className="font-medium">
          {copy.title}
        </h3>
        {!learning && (
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setLearning(true)}>
            <Sparkles aria-hidden className="text-primary" />
            {learnCopy.open}
          </Button>
        )}
      </div>
      {learning && (
        <LearnVoicePanel
          brandId={brandId}
          onCancel={() => setLearning(false)}
          onLearned={(learned) => {
            onChange(profileToForm(learned.profile), learned.source);
            setLearning(false);
          }}
        />
      )}
      {profile === null ? <p className="text-sm text-muted-foreground">{copy.none}</p> : source && <p className="text-sm text-muted-foreground" data-testid="voice-source">{copy.source[source]}</p>}
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="voice-tone">{copy.tone}</Label>
          <Textarea id="voice-tone" value={form.tone} maxLength={VOICE.toneChars} onChange={(e) => edit({ tone: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="voice-average">{copy.averageWords}</Label>
          <Input id="voice-average" type="number" min={1} max={200} value={form.averageWords} onChange={(e) => edit({ averageWords: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="voice-max">{copy.maxWords}</Label>
          <Input id="voice-max" type="number" min={1} max={200} value={form.maxWords} onChange={(e) => edit({ maxWords: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="voice-use">{copy.use}</Label>
          <Input id="voice-use" placeholder={copy.listHint} value={form.use} onChange={(e) => edit({ use: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="voice-avoid">{copy.avoid}</Label>
          <Input id="voice-avoid" placeholder={copy.listHint} value={form.avoid} onChange={(e) => edit({ avoid: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="voice-phrasings">{copy.phrasings}</Label>
          <Textarea id="voice-phrasings" placeholder={copy.phrasingsHint} value={form.phrasings} onChange={(e) => edit({ phrasings: e.target.value })} />
        </div>
      </fieldset>
      {profile !== null && (
        <Button type="button" variant="ghost" size="sm" className="self-start" disabled={disabled} onClick={() => onChange(null, null)}>
          {copy.clear}
        </Button>
      )}
    </section>
  );
}

const EMPTY = { tone: "", sentence_length: { average_words: 15, max_words: 25 }, vocabulary_use: [], vocabulary_avoid: [], example_phrasings: [] };

/** 3 to 10 samples, pasted or chosen from History (searched), sent to learn a profile. */
function LearnVoicePanel({ brandId, onCancel, onLearned }: { brandId: string; onCancel: () => void; onLearned: (learned: LearnedVoice) => void }) {
  const [samples, setSamples] = useState<string[]>(["", "", ""]);
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const history = useHistorySamples(q, picking);
  const learn = useLearnVoice(brandId);
  const filled = samples.map((s) => s.trim()).filter(Boolean);
  const { min, max } = VOICE.samples;

  const addSample = (text: string) =>
    setSamples((list) => {
      const blank = list.findIndex((s) => !s.trim());
      if (blank >= 0) return list.map((s, i) => (i === blank ? text : s));
      return list.length < max ? [...list, text] : list;
    });

  async function submit() {
    try {
      onLearned(await learn.mutateAsync(filled));
    } catch (err) {
      toast.error(messages.brandVoice.learnFailed, errorMessage(err));
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" role="group" aria-labelledby="learn-voice-title">
      <div>
        <h4 id="learn-voice-title" className="text-sm font-medium">
          {learnCopy.title}
        </h4>
        <p className="text-sm text-muted-foreground">{learnCopy.hint}</p>
      </div>
      {samples.map((sample, i) => (
        <div key={i} className="flex items-start gap-2">
          <Textarea
            aria-label={learnCopy.sample(i + 1)}
            placeholder={learnCopy.samplePlaceholder}
            className="max-h-40"
            maxLength={VOICE.samples.chars}
            value={sample}
            onChange={(e) => setSamples((list) => list.map((s, j) => (j === i ? e.target.value : s)))}
          />
          {samples.length > min && (
            <Button type="button" variant="ghost" size="icon" aria-label={learnCopy.removeSample(i + 1)} onClick={() => setSamples((list) => list.filter((_, j) => j !== i))}>
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={samples.length >= max} onClick={() => setSamples((list) => [...list, ""])}>
          <Plus aria-hidden />
          {learnCopy.addSample}
        </Button>
        <Button type="button" variant="outline" size="sm" aria-expanded={picking} onClick={() => setPicking((p) => !p)}>
          {learnCopy.fromHistory}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {learnCopy.count(filled.length)}
        </span>
      </div>
      {picking && (
        <div className="flex flex-col gap-2">
          <Input type="search" aria-label={learnCopy.search} placeholder={learnCopy.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} />
          {history.isPending ? (
            <p className="text-sm text-muted-foreground">{learnCopy.searching}</p>
          ) : history.isError ? (
            <p className="text-sm text-destructive" role="alert">
              {errorMessage(history.error)}
            </p>
          ) : history.data.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{learnCopy.noResults}</p>
          ) : (
            <ul className="flex max-h-56 flex-col divide-y overflow-y-auto rounded-md border" aria-label={learnCopy.fromHistory}>
              {history.data.data.map((item) => {
                const added = samples.includes(item.content.slice(0, VOICE.samples.chars));
                return (
                  <li key={item.id} className="flex items-center gap-2 p-2 text-sm">
                    <span className="line-clamp-2 min-w-0 flex-1">{item.content}</span>
                    <Button type="button" size="sm" variant="secondary" disabled={added || filled.length >= max} onClick={() => addSample(item.content.slice(0, VOICE.samples.chars))}>
                      {added ? learnCopy.added : learnCopy.add}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {learnCopy.cancel}
        </Button>
        <Button type="button" disabled={filled.length < min || filled.length > max || learn.isPending} onClick={() => void submit()}>
          {learn.isPending && <Spinner />}
          {learn.isPending ? learnCopy.learning : learnCopy.submit}
        </Button>
      </div>
    </div>
  );
}
