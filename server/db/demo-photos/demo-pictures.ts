import type { MediaService, PlacedImages } from "../../media/media.service";
import { picturesFor, type Picture } from "./listing-photos";
import { cachedPreparation, pictureFile, type PictureCache } from "./photo-cache";

// The demo listings' photos and floor plans, stored the way an upload is: through the media
// service, which checks them, strips nothing (they carry no metadata) and stores their 400, 800
// and 1200 px variants. Drawn and prepared once per machine (photo-cache.ts).

const toDataUrl = ({ contentType, bytes }: { contentType: string; bytes: Buffer }) =>
  `data:${contentType};base64,${bytes.toString("base64")}`;

/** Runs `work` on every item, `width` at a time: the two cores draw two pictures at once. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Places the pictures of each listing (by address) and returns, per listing, its images and its
 * floor plans as placed images, ready for `writeWithImages` in the order given.
 */
export async function placeDemoPictures(
  media: MediaService,
  addresses: string[],
  cache: PictureCache,
): Promise<PlacedImages[]> {
  const prepare = cachedPreparation(cache);
  const seeding = media.preparingWith(prepare);
  const pictures = addresses.map(picturesFor);
  // Drawn and prepared first, two at a time; placing below then only reads the cache.
  const files = new Map<Picture, string>();
  await eachAtOnce(
    pictures.flatMap((p) => [...p.images, ...p.floorPlans]),
    2,
    async (picture) => {
      const file = await pictureFile(picture, cache);
      await prepare(file.bytes, file.contentType);
      files.set(picture, toDataUrl(file));
    },
  );
  const placed: PlacedImages[] = [];
  try {
    for (const { images, floorPlans } of pictures) {
      placed.push(
        await seeding.placeImages(
          images.map((p) => files.get(p)!),
          "Foto",
        ),
      );
      placed.push(
        await seeding.placeImages(
          floorPlans.map((p) => files.get(p)!),
          "Grundriss",
        ),
      );
    }
  } catch (error) {
    await media.discardImages(placed.flat());
    throw error;
  }
  return placed;
}
