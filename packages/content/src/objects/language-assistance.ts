import { defineContent } from '../registry.js';
import type { LanguageAssistance } from '../schemas/language-assistance.js';

/**
 * The language-assistance notice every page's footer links to. The interpreter line is from the reserved
 * 555-01xx fictional range, as the other phone numbers are until the chain publishes its own.
 */
export const languageAssistance = defineContent<LanguageAssistance>(
  { schema: 'language-assistance', version: '1.0.0', dir: 'clinic', name: 'language-assistance' },
  () => import('../schemas/language-assistance.js').then((module) => module.LanguageAssistanceSchema),
  {
    title: 'Language Assistance',
    description: 'Free interpreters and help in your language for every visit at The Local Clinic.',
    intro:
      'If you speak a language other than English, we provide a qualified interpreter at no cost to you, for booking, for your visit and for any questions about your care or your bill.',
    interpreterPhone: { display: '1-800-555-0150', href: 'tel:+18005550150' },
    phoneLabel: 'Free interpreter line',
    hours: 'Every day, 7 a.m. to 10 p.m. Eastern Time.',
    paragraphs: [
      'Tell the clinic staff at check-in that you need an interpreter, or call the line before your visit. You do not need to bring a family member or friend to interpret.',
      'We also offer sign language interpreters and written information in other formats, such as large print. Ask us at any time.',
    ],
    taglinesHeading: 'In your language',
    taglines: [
      {
        lang: 'es',
        text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1-800-555-0150.',
      },
      {
        lang: 'zh-Hant',
        text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 1-800-555-0150。',
      },
      {
        lang: 'vi',
        text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số 1-800-555-0150.',
      },
      {
        lang: 'ko',
        text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. 1-800-555-0150 번으로 전화해 주십시오.',
      },
      {
        lang: 'tl',
        text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa 1-800-555-0150.',
      },
    ],
  },
  ['es'],
);
