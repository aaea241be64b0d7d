import { type ContentPageSlug, contentPageSlugs } from '@store/contract';
import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { codePage } from '../content/index.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** The store's pages (docs/decisions/0077) and the home carousel's slides (0082). */
export async function loadContentPages(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'content.manage');
  const [pages, slides] = await Promise.all([api.contentPages(), api.carousel()]);
  return { staff, pages, slides };
}

const slideTexts = [
  'titleEn',
  'titleAr',
  'subtitleEn',
  'subtitleAr',
  'url',
  'audience',
  'startsOn',
  'endsOn',
];

/**
 * The carousel's forms (docs/decisions/0082), each answered under its own intent (with the slide's
 * id) so a page drawn without scripts shows the answer beside the form that sent it: `slide-save`
 * (a new slide without an id) sends the texts, days and the picture file (base64); `slide-move`,
 * `slide-visibility` and `slide-delete` name the slide and the version the page showed.
 */
export async function carouselAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'content.manage');
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  const id = wholeNumber(text('id'));
  const answer = (name: string, status: number, envelope: Parameters<typeof apiResult>[2]) => {
    const result = apiResult(id === undefined ? name : `${name}:${id}`, status, { ...envelope, data: null });
    if (result.ok) return result;
    const values = Object.fromEntries(slideTexts.map((field) => [field, text(field)]));
    return {
      ...result,
      validation: status === 409 ? [result.message, ...result.validation] : result.validation,
      values,
    };
  };
  if (intent === 'slide-save') {
    const file = form.get('file');
    const picture =
      file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()).toString('base64') : '';
    const body = {
      ...Object.fromEntries(slideTexts.map((field) => [field, text(field)])),
      picture,
      removePicture: text('removePicture'),
    };
    const { status, envelope } =
      id === undefined
        ? await api.op('staffCreateCarouselSlide', { body: body })
        : await api.op('staffEditCarouselSlide', {
            params: { id },
            body: { ...body, version: text('version') },
          });
    return answer(intent, status, envelope);
  }
  if (id === undefined) throw data(null, { status: 400 });
  const version = text('version');
  const { status, envelope } =
    intent === 'slide-move'
      ? await api.op('staffMoveCarouselSlide', {
          params: { id },
          body: { version, direction: text('direction') },
        })
      : intent === 'slide-visibility'
        ? await api.op('staffCarouselSlideVisibility', {
            params: { id },
            body: { version, hidden: text('hidden') },
          })
        : intent === 'slide-delete'
          ? await api.op('staffDeleteCarouselSlide', { params: { id }, body: { version } })
          : (() => {
              throw data(null, { status: 400 });
            })();
  return answer(intent, status, envelope);
}
export type ContentPagesData = Awaited<ReturnType<typeof loadContentPages>>;

function slugOf(params: StaffRouteArgs['params']): ContentPageSlug {
  const slug = contentPageSlugs.find((known) => known === params.slug);
  if (!slug) throw data(null, { status: 404 });
  return slug;
}

/**
 * One page's editor: its newest version in both languages (or the storefront's own text, which a
 * first save makes version 1), its versions, and `?version=<n>` to read an earlier one.
 */
export async function loadContentPage(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'content.manage');
  const slug = slugOf(args.params);
  const asked = new URL(args.request.url).searchParams.get('version');
  const viewed = asked === null ? undefined : wholeNumber(asked);
  const [page, viewing] = await Promise.all([
    api.contentPage(slug),
    viewed === undefined ? null : api.contentVersion(slug, viewed),
  ]);
  const start = page.current ?? null;
  const en = start ? null : codePage(slug, 'en');
  const ar = start ? null : codePage(slug, 'ar');
  return {
    staff,
    ...page,
    viewing,
    /** What the editor's boxes start from. */
    draft: {
      titleEn: start?.titleEn ?? en!.title,
      titleAr: start?.titleAr ?? ar!.title,
      bodyEn: start?.bodyEn ?? en!.body,
      bodyAr: start?.bodyAr ?? ar!.body,
    },
  };
}
export type ContentPageData = Awaited<ReturnType<typeof loadContentPage>>;

export interface ContentPreview {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

/**
 * The editor's form: `preview` (cleaned by the API, nothing saved) or `save` (a new version from
 * `basedOn`), both answered as intent `edit` with what was typed, so a page drawn without scripts
 * shows the boxes as they were; `restore` of a version, answered beside its button.
 */
export async function contentPageAction(args: StaffRouteArgs): Promise<FormResult<ContentPreview | null>> {
  const { api } = requireStaff(args, 'content.manage');
  const slug = slugOf(args.params);
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  const typed = {
    titleEn: text('titleEn'),
    titleAr: text('titleAr'),
    bodyEn: text('bodyEn'),
    bodyAr: text('bodyAr'),
  };
  if (intent === 'preview') {
    const { status, envelope } = await api.op('staffPreviewContentPage', { body: typed });
    return { ...apiResult('edit', status, envelope), values: typed };
  }
  if (intent === 'save') {
    const { status, envelope } = await api.op('staffSaveContentPage', {
      params: { slug },
      body: { ...typed, basedOn: text('basedOn') },
    });
    const result = apiResult('edit', status, { ...envelope, data: null });
    return result.ok ? result : { ...result, values: typed };
  }
  if (intent === 'restore') {
    const version = wholeNumber(text('version'));
    if (version === undefined) throw data(null, { status: 400 });
    const { status, envelope } = await api.op('staffRestoreContentPage', {
      params: { slug, version },
      body: { basedOn: text('basedOn') },
    });
    return apiResult(`restore:${version}`, status, { ...envelope, data: null });
  }
  throw data(null, { status: 400 });
}
