import { createHash } from 'node:crypto';
import type { EventTemplateId } from '@booth/shared';
import { corporateDesigns } from './art/corporate-art.ts';
import { partyDesigns } from './art/party-art.ts';
import type { StarterDesign, StarterRole } from './art/starter-design.ts';
import { tradeFairDesigns } from './art/trade-fair-art.ts';
import { weddingDesigns } from './art/wedding-art.ts';
import { starterFonts, type StarterFontName } from './starter-fonts.ts';

/** The owner of the public starter library (starter-library.repo.ts): a fixed id, never an organiser. */
export const LIBRARY_CUSTOMER_ID = '00000000-0000-4000-8000-00000000b00f';
export const LIBRARY_EMAIL = 'starter-library@boothwerk.invalid';

export const starterDesigns: readonly StarterDesign[] = [...weddingDesigns, ...corporateDesigns, ...partyDesigns, ...tradeFairDesigns];

/** A stable UUID (version 5 layout) for a name: the same design has the same asset id on every installation. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`boothwerk-starter:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export const designId = (key: string): string => stableId(`design:${key}`);

/** The design of a template in a role (the first if several). */
export function designOf(template: EventTemplateId, role: StarterRole): StarterDesign {
  const found = starterDesigns.find((design) => design.template === template && design.role === role);
  if (!found) throw new Error(`no ${role} design for the ${template} template`);
  return found;
}

export function designIdsOf(template: EventTemplateId, role: StarterRole): string[] {
  return starterDesigns.filter((design) => design.template === template && design.role === role).map((design) => designId(design.key));
}

/** The faces published as public fonts: every face the templates' guest screens name. */
export const publishedFonts: readonly StarterFontName[] = ['greatVibes', 'playfair', 'montserrat', 'raleway', 'openSans', 'pacifico'];

export const fontId = (name: StarterFontName): string => stableId(`font:${starterFonts[name].pkg}-${starterFonts[name].weight}`);
