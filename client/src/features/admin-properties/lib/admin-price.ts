import { formatPrice } from "@shared/format";
import type { TransactionType } from "@shared/enums";

/** SPEC §4: admin lists show rent with '/Mo.' ("1.450 €/Mo."), sale prices plain ("685.000 €"). */
export function adminPrice({ price, transactionType }: { price: number; transactionType: TransactionType }): string {
  return transactionType === "rent" ? `${formatPrice(price)}/Mo.` : formatPrice(price);
}
