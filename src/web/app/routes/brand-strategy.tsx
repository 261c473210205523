import { useState } from "react";
import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { useBrands } from "@/web/features/brands/api/get-brands";
import { useCurrentBrand } from "@/web/features/brands/brand-context";
import { BrandSelector } from "@/web/features/brands/components/brand-selector";
import { BrandsTable } from "@/web/features/brands/components/brands-table";
import { CreateBrandCard } from "@/web/features/brands/components/create-brand-card";
import { EditBrandDialog } from "@/web/features/brands/components/edit-brand-dialog";
import { BrandVoiceDialog } from "@/web/features/brands/components/brand-voice-dialog";
import { BrandKitDialog } from "@/web/features/brands/components/brand-kit-dialog";
import { brandCopy } from "@/web/features/brands/copy";
import { errorMessage } from "@/web/lib/api-error";
import { writeBrandPageSelection } from "@/web/lib/current-brand";

export default function BrandStrategyPage() {
  const brandsQuery = useBrands();
  const { brandId, selectBrand } = useCurrentBrand();
  const [editing, setEditing] = useState<Brand | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [voiceOf, setVoiceOf] = useState<Brand | null>(null);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [kitOf, setKitOf] = useState<Brand | null>(null);
  const [kitOpen, setKitOpen] = useState(false);
  const brands = brandsQuery.data;

  const onSelect = (id: string | null) => {
    writeBrandPageSelection(id);
    selectBrand(id);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title={messages.brands.title} description={brandCopy.pageDescription} />

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2>{brandCopy.selectorTitle}</h2>
          </CardTitle>
          <CardDescription>{brandCopy.selectorDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <BrandSelector brands={brands ?? []} selectedId={brandId} isLoading={brandsQuery.isPending} onSelect={onSelect} />
        </CardContent>
      </Card>

      <CreateBrandCard />

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2>{brandCopy.listTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {brandsQuery.isError ? (
            <EmptyState
              title={brandCopy.loadFailed}
              description={errorMessage(brandsQuery.error)}
              action={<Button variant="outline" onClick={() => void brandsQuery.refetch()}>{brandCopy.retry}</Button>}
              role="alert"
            />
          ) : brands?.length === 0 ? (
            <EmptyState title={brandCopy.empty} description={brandCopy.emptyHint} />
          ) : (
            <BrandsTable brands={brands} isLoading={brandsQuery.isPending} selectedId={brandId} onEdit={(brand) => {
                setEditing(brand);
                setEditOpen(true);
              }}
              onVoice={(brand) => {
                setVoiceOf(brand);
                setVoiceOpen(true);
              }}
              onKit={(brand) => {
                setKitOf(brand);
                setKitOpen(true);
              }}
            />
          )}
        </CardContent>
      </Card>

      <EditBrandDialog brand={editing} open={editOpen} onClose={() => setEditOpen(false)} />
      <BrandVoiceDialog brand={voiceOf} open={voiceOpen} onClose={() => setVoiceOpen(false)} />
      <BrandKitDialog brand={kitOf} open={kitOpen} onClose={() => setKitOpen(false)} />
    </div>
  );
}
