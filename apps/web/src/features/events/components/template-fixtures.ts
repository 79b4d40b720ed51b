import type { EventTemplateList } from '@booth/shared';

/** The four templates as GET /event-templates answers them, for the web tests of the create form and the first run. */
export const templateList: EventTemplateList = {
  templates: [
    { id: 'wedding', boothType: 'virtual', dimension: '3:4', primaryColor: '#b08968', backgroundColor: '#fdf8f3', fontFamily: 'Playfair Display', previewUrl: '/api/files/templates/wedding.webp' },
    { id: 'corporate', boothType: 'virtual', dimension: '3:4', primaryColor: '#1f4e79', backgroundColor: '#ffffff', fontFamily: 'Inter', previewUrl: null },
    { id: 'party', boothType: 'virtual', dimension: '1:1', primaryColor: '#ff2e88', backgroundColor: '#1a1033', fontFamily: 'Baloo 2', previewUrl: '/api/files/templates/party.webp' },
    { id: 'tradeFair', boothType: 'virtual', dimension: '9:16', primaryColor: '#0f766e', backgroundColor: '#f0fdfa', fontFamily: 'Inter', previewUrl: '/api/files/templates/trade-fair.webp' },
  ],
};
