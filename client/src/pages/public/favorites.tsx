import { ContentPage } from "@/components/layout/content-page";
import { FavoriteList } from "@/features/properties/components/favorite-list";
import { useFavorites } from "@/hooks/use-favorites";

/** /favorites: the visitor's Merkliste, kept in this browser. */
export default function FavoritesPage() {
  const ids = useFavorites();
  return (
    <ContentPage
      documentTitle="Merkliste"
      description="Ihre gemerkten Immobilien bei Spreehaus Immobilien – gespeichert in Ihrem Browser, ganz ohne Konto."
      eyebrow="Merkliste"
      title="Ihre gemerkten Immobilien"
      lead="Alles, was Sie mit dem Herz gemerkt haben, an einem Ort. Die Merkliste bleibt in diesem Browser gespeichert – auch nach dem Neuladen und ganz ohne Konto."
    >
      <div className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
        <FavoriteList ids={ids} />
      </div>
    </ContentPage>
  );
}
