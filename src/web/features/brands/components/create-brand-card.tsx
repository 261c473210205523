import { messages } from "@/shared/messages";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useCreateBrand } from "../api/create-brand";
import { brandCopy } from "../copy";
import { formToBrandBody, type BrandFormValues } from "../lib/brand-form-values";
import { BrandForm } from "./brand-form";

/** The create form; it resets after a brand is created (spec §4). */
export function CreateBrandCard() {
  const create = useCreateBrand();
  const manage = useCapability("manage");

  async function onSubmit(values: BrandFormValues) {
    try {
      await create.mutateAsync(formToBrandBody(values));
      toast.success(messages.brands.created);
      return true;
    } catch (err) {
      toast.error(messages.brands.createFailed, errorMessage(err));
      return false;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{brandCopy.createTitle}</h2>
        </CardTitle>
        <CardDescription>{brandCopy.createDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <BrandForm submitLabel={brandCopy.createSubmit} pendingLabel={brandCopy.creating} onSubmit={onSubmit} resetOnSuccess disabledReason={manage.reason} />
      </CardContent>
    </Card>
  );
}
