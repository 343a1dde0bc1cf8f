import { useSearch } from "wouter";
import { fixedPageHeads } from "@shared/fixed-page-heads";
import { ContentPage } from "@/components/layout/content-page";
import { WithdrawConfirmation } from "@/features/withdraw-application/components/withdraw-confirmation";

/** /withdraw-application?token=…: the link from the application's receipt. */
export default function WithdrawApplicationPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <ContentPage
      head={fixedPageHeads["/withdraw-application"]}
      eyebrow="Ihre Bewerbung"
      title="Bewerbung zurückziehen"
      lead="Über diesen Link aus Ihrer Eingangsbestätigung können Sie Ihre Bewerbung zurückziehen."
    >
      <div className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
        <WithdrawConfirmation token={token} />
      </div>
    </ContentPage>
  );
}
