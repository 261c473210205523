import { useState } from "react";
import { messages } from "@/shared/messages";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { SavedImagesTab } from "@/web/features/images/components/saved-images-tab";
import { UploadedImagesTab } from "@/web/features/images/components/uploaded-images-tab";
import { imagesCopy } from "@/web/features/images/copy";
import { UploadImagesButton } from "@/web/features/uploads/components/image-upload-dialog";
import { useAuth } from "@/web/lib/auth/use-auth";

type Tab = "generated" | "uploaded";

/** My Images: saved generated images and uploaded images in two tabs; uploading switches to the uploaded tab. */
export default function ImagesPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>("generated");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={imagesCopy.title} description={imagesCopy.description} actions={user && <UploadImagesButton onUploaded={() => setTab("uploaded")} />} />
      {!user ? (
        <EmptyState title={messages.images.signInToView} />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="generated">{imagesCopy.generatedTab}</TabsTrigger>
            <TabsTrigger value="uploaded">{imagesCopy.uploadedTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="generated">
            <SavedImagesTab />
          </TabsContent>
          <TabsContent value="uploaded">
            <UploadedImagesTab />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
