import { useWatch } from "react-hook-form";
import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import { priceLabel, TENANT_COMMISSION_FREE } from "@shared/listing/cost-table";
import { totalRentOf } from "@shared/listing/costs";
import { formatMonthly, RENT_SUFFIX } from "@shared/format";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CheckboxField } from "./checkbox-field";
import { NumberField } from "./number-field";
import type { PropertyFormFields } from "./property-form-types";

/** The unit of a monthly amount, as every rent reads ("€/Monat"). */
const perMonth = `€${RENT_SUFFIX}`;

const finite = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

/** Kosten: Kaltmiete and what comes on top (rent), or Kaufpreis and commission (purchase). */
export function CostsFields({ form }: PropertyFormFields) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [transactionType, price, serviceCharges, heatingCosts, heatingIncluded, commissionFree] = useWatch({
    control,
    name: ["transactionType", "price", "serviceCharges", "heatingCosts", "heatingIncluded", "commissionFree"],
  });
  const rent = transactionType === "rent";
  // The server stores the Warmmiete; shown here as it will be computed.
  const totalRent = totalRentOf({
    transactionType,
    price: finite(price) ?? 0,
    serviceCharges: finite(serviceCharges),
    heatingCosts: finite(heatingCosts),
    heatingIncluded,
  });

  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <NumberField
        form={form}
        name="price"
        label={priceLabel(transactionType)}
        required
        integer
        unit={rent ? perMonth : "€"}
        hint="Ganze Euro."
      />
      {rent ? (
        <>
          <NumberField
            form={form}
            name="serviceCharges"
            label={labels.serviceCharges}
            integer
            unit={perMonth}
            hint="Zum Veröffentlichen nötig, auch wenn 0."
          />
          <NumberField
            form={form}
            name="heatingCosts"
            label={labels.heatingCosts}
            integer
            unit={perMonth}
            hint={heatingIncluded ? "In den Nebenkosten enthalten: zählt nicht zur Warmmiete." : undefined}
          />
          <CheckboxField
            label={labels.heatingIncluded}
            error={errors.heatingIncluded?.message}
            className="sm:mt-8"
            {...register("heatingIncluded")}
          />
          <NumberField form={form} name="deposit" label={labels.deposit} integer unit="€" />
          <div className="grid gap-1 rounded-lg bg-muted/60 px-4 py-3 sm:self-end">
            <span className="text-sm text-muted-foreground" id="warmmiete-label">
              {labels.totalRent} (wird berechnet)
            </span>
            <output aria-labelledby="warmmiete-label" className="text-lg font-semibold tabular-nums text-foreground">
              {totalRent === null ? "–" : formatMonthly(totalRent)}
            </output>
          </div>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {TENANT_COMMISSION_FREE}: Mietinteressenten zahlen keine Provision.
          </p>
        </>
      ) : (
        <>
          <FormField
            label={labels.buyerCommission}
            error={errors.buyerCommission?.message}
            hint="Mit Mehrwertsteuer, z. B. „3,57 % inkl. MwSt.“"
          >
            <Input autoComplete="off" disabled={commissionFree} {...register("buyerCommission")} />
          </FormField>
          <CheckboxField
            label={labels.commissionFree}
            error={errors.commissionFree?.message}
            className="sm:mt-8"
            {...register("commissionFree")}
          />
        </>
      )}
    </div>
  );
}
