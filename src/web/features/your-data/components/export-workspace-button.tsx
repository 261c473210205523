import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { saveFile } from "@/web/lib/save-file";
import { downloadExport } from "../api/your-data";
import { yourDataCopy as copy } from "../copy";

/**
 * Downloads this tab's workspace as one zip (GET /api/export, any member): the button says it is preparing while the
 * server builds the zip, and a failure stays beside it with the reason until the next try.
 */
export function ExportWorkspaceButton() {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onExport() {
    setExporting(true);
    setError(null);
    try {
      const { blob, name } = await downloadExport();
      saveFile(blob, name, "application/zip");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" onClick={() => void onExport()} disabled={exporting} aria-busy={exporting}>
        {exporting ? <Spinner /> : <Download aria-hidden="true" />}
        {exporting ? copy.exporting : error ? copy.exportRetry : copy.exportButton}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {copy.exportFailed}: {error}
        </p>
      )}
    </div>
  );
}
