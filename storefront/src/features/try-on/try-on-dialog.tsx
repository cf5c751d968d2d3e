import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldLabel,
  NativeSelect,
  SpinnerIcon,
  TryOnStage,
  type TryOnFrame,
} from '@lumen/design-system';
import {
  attributeLabel,
  cameraProblemOf,
  cardWidthMm,
  checkFrameWidth,
  measureFace,
  scaleFromCard,
  formatListingQuery,
  frameFitOf,
  productPageLayout,
  productTypeOf,
  minimumFrameWidthOfHeadWidth,
  placeFrame,
  type CameraProblem,
  type FaceMeasurement,
  type Product,
} from '@lumen/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from '../../router.tsx';
import { productsByIdsQuery } from '../../queries/product-page-queries.ts';
import { productPageName } from '../product/product-page-model.ts';
import {
  browserStorage,
  recentlyViewedIdsOf,
  recentlyViewedKey,
} from '../recently-viewed/recently-viewed.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { frontImageHash, loadFrameSprite, type FrameSprite } from './frame-sprite.ts';
import { useFaceTracking, type TrackedFace } from './use-face-tracking.ts';
import { keepPupilDistanceInBrowser } from './measure-face-in-browser.ts';
import {
  deleteSnapshot,
  keepSnapshot,
  readSnapshots,
  snapshotsKey,
  type TryOnSnapshot,
} from './try-on-snapshots.ts';

/*
 * §2 virtual try-on, entirely on the shopper's device: the camera's picture (or a photo the shopper
 * chooses) is read by a face-landmark model running in the browser; the frame is laid over the eyes
 * at its real width, measured by the irises. Nothing of the picture or the landmarks leaves the
 * browser, and the shopper is told so before the camera starts (GDPR Art. 9: biometric data).
 */

/** A frame to try on: one of the model's colours, or another frame the shopper looked at. */
export interface TryOnChoice {
  productId: number;
  /** The frame and colour ("Fjord 2803 – Braun"). */
  name: string;
  /** The colour alone ("Braun"). */
  colour?: string | undefined;
  hash: string;
  frameWidthMm: number;
}

/** A frame product as a choice, where it can be tried on (a width and a front image). */
function choiceOf(product: Product, modelName: string, frameWidthMm = frameFitOf(product).frameWidthMm) {
  const hash = frontImageHash(product);
  const colour = attributeLabel(product.attributes, 'frameColor');
  if (!hash || frameWidthMm === undefined) return undefined;
  return {
    productId: product.id,
    name: colour ? `${modelName} – ${colour}` : modelName,
    colour,
    hash,
    frameWidthMm,
  };
}

/** The colours of a model that have a front image, this product's first: one model, one width. */
export function tryOnColours(product: Product, name: string, frameWidthMm: number): TryOnChoice[] {
  return [product, ...(product.siblings ?? []).filter((sibling) => sibling.isActive)]
    .filter((candidate, index, all) => all.findIndex((other) => other.id === candidate.id) === index)
    .flatMap((candidate) => choiceOf(candidate, name, frameWidthMm) ?? []);
}

/** Other frames the shopper looked at (recently viewed), each at its own width. */
export function otherFrames(products: readonly Product[], except: readonly TryOnChoice[]): TryOnChoice[] {
  return products
    .filter((product) => productPageLayout(productTypeOf(product)) === 'glasses')
    .filter((product) => !except.some((choice) => choice.productId === product.id))
    .flatMap((product) => choiceOf(product, productPageName(product)) ?? []);
}

/** The camera's video and the photo fill the stage. */
const pictureClass = 'h-full w-full object-cover';

type Source =
  | { kind: 'none' }
  | { kind: 'camera'; video: HTMLVideoElement; stream: MediaStream; size: { width: number; height: number } }
  | { kind: 'photo'; image: HTMLImageElement; url: string; size: { width: number; height: number } };

// The snapshots live in localStorage; the dialog follows other tabs' changes too.
function subscribeToSnapshots(onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === snapshotsKey) onChange();
  };
  window.addEventListener('storage', listener);
  window.addEventListener('lumen-try-on-snapshots', onChange);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('lumen-try-on-snapshots', onChange);
  };
}
const snapshotsValue = () => window.localStorage.getItem(snapshotsKey) ?? '';
const announceSnapshots = () => window.dispatchEvent(new Event('lumen-try-on-snapshots'));

export function TryOnDialog({
  product,
  name,
  frameWidthMm,
  listingPath,
  onClose,
}: {
  product: Product;
  name: string;
  frameWidthMm: number;
  /** Where frames that fit the measured face are listed. */
  listingPath: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const colours = tryOnColours(product, name, frameWidthMm);
  const viewedIds = recentlyViewedIdsOf(
    browserStorage()?.getItem(recentlyViewedKey(shop.code)) ?? null,
    product.id,
  ).slice(0, 12);
  const { data: viewed = [] } = useQuery({
    ...productsByIdsQuery(rpc, viewedIds),
    enabled: viewedIds.length > 0,
  });
  const others = otherFrames(viewed, colours);
  const choices = [...colours, ...others];
  const [choice, setChoice] = useState(colours[0]);
  const [compareWith, setCompareWith] = useState<TryOnChoice | undefined>();
  /** The card's edges the shopper marked, in the photo's pixels; none while measuring by the irises. */
  const [card, setCard] = useState<{ left: number; right: number } | undefined>();
  const sprite = useFrameSprite(choice?.hash);
  const compareSprite = useFrameSprite(compareWith?.hash);
  const [source, setSource] = useState<Source>({ kind: 'none' });
  const [problem, setProblem] = useState<CameraProblem | 'photo' | undefined>();
  const [saved, setSaved] = useState<'saved' | 'full' | undefined>();
  const photoInput = useRef<HTMLInputElement>(null);
  const colourGroup = useId();
  const othersGroup = useId();
  useSyncExternalStore(subscribeToSnapshots, snapshotsValue, () => '');
  const snapshots = typeof window === 'undefined' ? [] : readSnapshots(window.localStorage);

  const picture =
    source.kind === 'camera' ? source.video : source.kind === 'photo' ? source.image : undefined;
  const tracking = useFaceTracking(picture, source.kind === 'camera');

  // The camera stops and the photo is forgotten when the shopper closes the try-on or changes source.
  useEffect(
    () => () => {
      if (source.kind === 'camera') for (const track of source.stream.getTracks()) track.stop();
      if (source.kind === 'photo') URL.revokeObjectURL(source.url);
    },
    [source],
  );

  async function startCamera() {
    setProblem(undefined);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      const video = document.createElement('video');
      video.className = pictureClass;
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
      setSource({
        kind: 'camera',
        video,
        stream,
        size: { width: video.videoWidth, height: video.videoHeight },
      });
    } catch (error) {
      setProblem(cameraProblemOf(error));
    }
  }

  async function openPhoto(file: File) {
    setProblem(undefined);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.className = pictureClass;
    image.alt = '';
    image.src = url;
    try {
      await image.decode();
      setSource({
        kind: 'photo',
        image,
        url,
        size: { width: image.naturalWidth, height: image.naturalHeight },
      });
      // A card marked on the last photo is no ruler for this one.
      setCard(undefined);
    } catch {
      URL.revokeObjectURL(url);
      setProblem('photo');
    }
  }

  const tracked = tracking.status === 'found' ? tracking.face : undefined;
  // A card's width as the ruler where the shopper marked one on a photo: exact but for its edges.
  const face: TrackedFace | undefined =
    tracked && card && source.kind === 'photo'
      ? {
          mesh: tracked.mesh,
          measurement: measureFace(
            tracked.mesh,
            scaleFromCard(Math.max(1, Math.abs(card.right - card.left))),
          ),
        }
      : tracked;
  const frame = face && sprite && choice ? frameOnFace(face, sprite, choice.frameWidthMm) : undefined;
  const compareFrame =
    face && compareSprite && compareWith
      ? frameOnFace(face, compareSprite, compareWith.frameWidthMm)
      : undefined;

  function takeSnapshot() {
    if (source.kind === 'none' || !picture || !choice) return;
    const image = snapshotOf(picture, source.size, source.kind === 'camera', frame);
    if (!image) return;
    const kept = keepSnapshot(window.localStorage, {
      id: `${Date.now().toString(36)}-${choice.productId}`,
      productId: choice.productId,
      name: choice.name,
      image,
      takenAt: Date.now(),
    });
    setSaved(kept ? 'saved' : 'full');
    announceSnapshots();
  }

  const stageStatus: ReactNode =
    source.kind === 'none'
      ? undefined
      : tracking.status === 'loading'
        ? t('tryOn.loading')
        : tracking.status === 'searching'
          ? source.kind === 'photo'
            ? t('tryOn.noFaceInPhoto')
            : t('tryOn.lookingForFace')
          : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" closeLabel={t('tryOn.close')} data-slot="try-on-dialog">
        <DialogHeader>
          <DialogTitle>{t('tryOn.title', { name })}</DialogTitle>
          <DialogDescription>{t('tryOn.privacy')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4 pb-5">
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-slot="try-on-photo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void openPhoto(file);
            }}
          />
          {problem && (
            <Alert kind="WARNING" data-slot="try-on-problem" description={t(`tryOn.problems.${problem}`)} />
          )}
          {tracking.status === 'failed' && <Alert kind="ERROR" description={t('tryOn.loadFailed')} />}
          {source.kind !== 'none' && choice && (
            <div
              className={compareWith ? 'grid grid-cols-2 gap-2' : 'flex flex-col'}
              data-slot="try-on-stages"
            >
              <TryOnStage
                label={t('tryOn.pictureLabel', { name: choice.name })}
                picture={<SourcePicture source={source} />}
                pictureSize={source.size}
                mirrored={source.kind === 'camera'}
                frame={frame}
                guides={card && source.kind === 'photo' ? [card.left, card.right] : []}
                status={
                  stageStatus && (
                    <span className="inline-flex items-center gap-2">
                      {tracking.status === 'loading' && (
                        <SpinnerIcon className="animate-spin motion-reduce:animate-none" />
                      )}
                      {stageStatus}
                    </span>
                  )
                }
                data-frames-per-second={
                  tracking.status !== 'loading' && tracking.status !== 'failed'
                    ? tracking.framesPerSecond
                    : undefined
                }
              />
              {compareWith && (
                <TryOnStage
                  label={t('tryOn.pictureLabel', { name: compareWith.name })}
                  picture={<SourcePicture source={source} copy />}
                  pictureSize={source.size}
                  mirrored={source.kind === 'camera'}
                  frame={compareFrame}
                  data-slot="try-on-compare-stage"
                />
              )}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {source.kind === 'camera' ? (
              <Button type="button" onClick={() => setSource({ kind: 'none' })}>
                {t('tryOn.stopCamera')}
              </Button>
            ) : (
              <Button type="button" onClick={() => void startCamera()}>
                {t('tryOn.startCamera')}
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={() => photoInput.current?.click()}>
              {source.kind === 'photo' ? t('tryOn.otherPhoto') : t('tryOn.choosePhoto')}
            </Button>
            {source.kind !== 'none' && (
              <Button type="button" variant="secondary" onClick={takeSnapshot} disabled={!frame}>
                {t('tryOn.snapshot')}
              </Button>
            )}
          </div>
          <p role="status" className="text-sm text-foreground-muted empty:hidden">
            {saved && t(`tryOn.snapshots.${saved}`)}
          </p>
          {source.kind === 'photo' && tracked && (
            <CardRuler
              width={source.size.width}
              suggested={cardAtIrisScale(tracked)}
              card={card}
              onChange={setCard}
            />
          )}
          {colours.length > 1 && (
            <ChoiceButtons
              legendId={colourGroup}
              legend={t('tryOn.colour')}
              choices={colours}
              label={(candidate) => candidate.colour ?? candidate.name}
              chosen={choice}
              onChoose={setChoice}
            />
          )}
          {others.length > 0 && (
            <ChoiceButtons
              legendId={othersGroup}
              legend={t('tryOn.otherFrames')}
              choices={others}
              label={(candidate) => candidate.name}
              chosen={choice}
              onChoose={setChoice}
            />
          )}
          {choices.length > 1 && (
            <Field className="max-w-sm">
              <FieldLabel>{t('tryOn.compareWith')}</FieldLabel>
              <NativeSelect
                value={compareWith ? String(compareWith.productId) : ''}
                onChange={(event) =>
                  setCompareWith(
                    choices.find((candidate) => String(candidate.productId) === event.target.value),
                  )
                }
              >
                <option value="">{t('tryOn.compareNone')}</option>
                {choices
                  .filter((candidate) => candidate.productId !== choice?.productId)
                  .map((candidate) => (
                    <option key={candidate.productId} value={String(candidate.productId)}>
                      {candidate.name}
                    </option>
                  ))}
              </NativeSelect>
            </Field>
          )}
          {face && (
            <Measurements
              measurement={face.measurement}
              frameWidthMm={choice?.frameWidthMm ?? frameWidthMm}
              listingPath={listingPath}
              language={i18n.language}
            />
          )}
          {snapshots.length > 0 && <Snapshots snapshots={snapshots} />}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** The frame laid on the face: its real width at the face's scale, on the bridge, with the head's tilt. */
function frameOnFace(face: TrackedFace, sprite: FrameSprite, frameWidthMm: number): TryOnFrame {
  const placement = placeFrame(face.mesh, face.measurement.scale, frameWidthMm);
  return {
    src: sprite.src,
    aspectRatio: sprite.aspectRatio,
    placement: {
      x: placement.centre.x,
      y: placement.centre.y,
      width: placement.widthPx,
      rotationRadians: placement.rollRadians,
      turnScale: placement.turnScale,
    },
  };
}

/**
 * The camera's video or the photo, as the tracking reads it; a `copy` for the second stage of a
 * comparison shows the same camera stream or photo in an element of its own.
 */
function SourcePicture({ source, copy = false }: { source: Source; copy?: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element =
      source.kind === 'camera' ? source.video : source.kind === 'photo' ? source.image : undefined;
    if (!element) return;
    host.current?.replaceChildren(copy ? (copyOf(source) ?? element) : element);
  }, [source, copy]);
  return <div ref={host} className="h-full w-full" />;
}

function copyOf(source: Source): HTMLElement | undefined {
  if (source.kind === 'camera') {
    const video = document.createElement('video');
    video.className = pictureClass;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = source.stream;
    void video.play().catch(() => undefined);
    return video;
  }
  if (source.kind === 'photo') {
    const image = new Image();
    image.className = pictureClass;
    image.alt = '';
    image.src = source.url;
    return image;
  }
  return undefined;
}

/** The frame's cut picture for a front image, loaded when the image changes. */
function useFrameSprite(hash: string | undefined): FrameSprite | undefined {
  const [sprite, setSprite] = useState<{ hash: string; sprite: FrameSprite } | undefined>();
  useEffect(() => {
    if (!hash) return;
    let current = true;
    loadFrameSprite(hash).then(
      (loaded) => current && setSprite({ hash, sprite: loaded }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hash]);
  return sprite && sprite.hash === hash ? sprite.sprite : undefined;
}

function ChoiceButtons({
  legendId,
  legend,
  choices,
  label,
  chosen,
  onChoose,
}: {
  legendId: string;
  legend: string;
  choices: TryOnChoice[];
  label: (choice: TryOnChoice) => string;
  chosen: TryOnChoice | undefined;
  onChoose: (choice: TryOnChoice) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={legendId} className="text-sm font-semibold">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((candidate) => (
          <Button
            key={candidate.productId}
            type="button"
            size="sm"
            variant={candidate.productId === chosen?.productId ? 'primary' : 'secondary'}
            aria-pressed={candidate.productId === chosen?.productId}
            onClick={() => onChoose(candidate)}
          >
            {label(candidate)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** The picture with the frame drawn in, as the shopper saw it (a selfie mirrored), as a JPEG. */
function snapshotOf(
  picture: HTMLVideoElement | HTMLImageElement,
  size: { width: number; height: number },
  mirrored: boolean,
  frame: TryOnFrame | undefined,
): string | undefined {
  const scale = Math.min(1, 960 / size.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * scale);
  canvas.height = Math.round(size.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.scale(scale, scale);
  if (mirrored) {
    context.translate(size.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(picture, 0, 0, size.width, size.height);
  if (frame) {
    const overlay = new Image();
    overlay.src = frame.src;
    const { x, y, width, rotationRadians, turnScale } = frame.placement;
    const height = width / frame.aspectRatio;
    context.translate(x, y);
    context.rotate(rotationRadians);
    context.scale(turnScale, 1);
    // A data URL already decoded for the stage draws at once.
    context.drawImage(overlay, -width / 2, -height / 2, width, height);
  }
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** Where a card's edges would be at the irises' scale, centred on the nose bridge: the lines' start. */
function cardAtIrisScale(face: TrackedFace): { left: number; right: number } {
  const { centre, widthPx } = placeFrame(face.mesh, face.measurement.scale, cardWidthMm);
  return { left: Math.round(centre.x - widthPx / 2), right: Math.round(centre.x + widthPx / 2) };
}

/**
 * The card as a ruler: the shopper holds a card of the size of a payment card flat against the
 * forehead for the photo and marks its left and right edge with two sliders (arrow keys move them a
 * pixel at a time), which draw lines over the photo. Off, the irises are the ruler.
 */
function CardRuler({
  width,
  suggested,
  card,
  onChange,
}: {
  width: number;
  /** Where the lines start: where the irises say a card's edges would be. */
  suggested: { left: number; right: number };
  card: { left: number; right: number } | undefined;
  onChange: (card: { left: number; right: number } | undefined) => void;
}) {
  const { t } = useTranslation();
  const leftId = useId();
  const rightId = useId();
  if (!card) {
    return (
      <Button type="button" variant="secondary" className="self-start" onClick={() => onChange(suggested)}>
        {t('tryOn.card.start')}
      </Button>
    );
  }
  const slider = (id: string, edge: 'left' | 'right') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t(`tryOn.card.${edge}`)}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={width}
        step={1}
        value={card[edge]}
        onChange={(event) => onChange({ ...card, [edge]: Number(event.target.value) })}
        className="accent-accent"
      />
    </div>
  );
  return (
    <section
      aria-labelledby={`${leftId}-heading`}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id={`${leftId}-heading`} className="font-semibold">
        {t('tryOn.card.heading')}
      </h3>
      <p className="text-sm">{t('tryOn.card.howTo')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {slider(leftId, 'left')}
        {slider(rightId, 'right')}
      </div>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="self-start"
        onClick={() => onChange(undefined)}
      >
        {t('tryOn.card.stop')}
      </Button>
    </section>
  );
}

function Measurements({
  measurement,
  frameWidthMm,
  listingPath,
  language,
}: {
  measurement: FaceMeasurement;
  frameWidthMm: number;
  listingPath: string | undefined;
  language: string;
}) {
  const { t } = useTranslation();
  const [pdKept, setPdKept] = useState<boolean | undefined>();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const { pupilDistance, faceShape, headWidth } = measurement;
  const check = checkFrameWidth(frameWidthMm, minimumFrameWidthOfHeadWidth(headWidth));
  return (
    <section
      aria-labelledby="try-on-measurements"
      className="flex flex-col gap-2 rounded-md bg-surface-muted p-4"
    >
      <h3 id="try-on-measurements" className="font-semibold">
        {t('tryOn.measurements.heading')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t('tryOn.measurements.pd')}</dt>
        <dd data-slot="try-on-pd" className="whitespace-nowrap">
          {t('tryOn.measurements.pdValue', {
            pd: number.format(pupilDistance.totalMm),
            uncertainty: number.format(pupilDistance.uncertaintyMm),
          })}
        </dd>
        <dt>{t('tryOn.measurements.faceShape')}</dt>
        <dd data-slot="try-on-face-shape">{t(`tryOn.faceShapes.${faceShape}`)}</dd>
        <dt>{t('tryOn.measurements.headWidth')}</dt>
        <dd>{t(`product.headWidths.${headWidth}`)}</dd>
      </dl>
      <p className="text-sm">
        {check.ok
          ? t('tryOn.measurements.fits', { width: frameWidthMm })
          : t('tryOn.measurements.tooNarrow', { width: frameWidthMm, minimum: check.requiredMinimumMm })}
      </p>
      <p className="text-sm text-foreground-muted">{t('tryOn.measurements.pdNote')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => setPdKept(keepPupilDistanceInBrowser(pupilDistance))}
        >
          {t('tryOn.measurements.usePd')}
        </Button>
        <p role="status" className="text-sm empty:hidden">
          {pdKept === true && t('tryOn.measurements.pdKept')}
          {pdKept === false && t('tryOn.measurements.pdOutOfRange')}
        </p>
      </div>
      {listingPath && (
        <ShopLink
          href={`${listingPath}${formatListingQuery({ filters: { faceShape: [faceShape], headWidth: [headWidth] } })}`}
          className="self-start font-semibold text-accent underline underline-offset-4"
        >
          {t('tryOn.fitsYou')}
        </ShopLink>
      )}
    </section>
  );
}

function Snapshots({ snapshots }: { snapshots: TryOnSnapshot[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="try-on-snapshots" className="flex flex-col gap-2">
      <h3 id="try-on-snapshots" className="font-semibold">
        {t('tryOn.snapshots.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {snapshots.map((snapshot) => (
          <li key={snapshot.id} className="flex flex-col gap-1">
            <img
              src={snapshot.image}
              alt={t('tryOn.snapshots.alt', { name: snapshot.name, date: date.format(snapshot.takenAt) })}
              className="aspect-4/3 w-full rounded-md object-cover"
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                deleteSnapshot(window.localStorage, snapshot.id);
                announceSnapshots();
              }}
            >
              {t('tryOn.snapshots.delete')}
              <span className="sr-only"> – {snapshot.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
