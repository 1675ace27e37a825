import type { SignedConsent } from '../../../schemas/patient-form/financial-consent.js';
import type { GeneralConsent } from '../../../schemas/patient-form/general-consent.js';
import type { PrivacyPractice } from '../../../schemas/patient-form/privacy-practice.js';

/*
 * Consent and privacy texts in Spanish. Legal and medical wording: a qualified medical translator must review
 * these before they are relied on (decision 057); until then they follow the English as closely as plain Spanish
 * allows.
 */

const noShow =
  'Si no puede venir, cancele al menos 2 horas antes de su cita para que otro paciente pueda usar ese horario. Si falta a sus citas varias veces, es posible que se limite la opción de hacer citas por internet.';

const attestation =
  'Al escribir abajo el nombre legal del paciente, confirmo que leí este acuerdo y que lo acepto en nombre del paciente, o como la persona responsable del paciente.';

export const generalConsentInSpanish = (original: GeneralConsent): GeneralConsent => ({
  document: {
    ...original.document,
    title: 'Consentimiento general',
    sections: [
      {
        heading: 'Política de citas perdidas',
        paragraphs: [
          'El horario de su cita está reservado solo para usted. Si no puede venir, cancele por internet con el enlace de su correo de confirmación o llámenos al menos 2 horas antes de la consulta. Si llega más de 10 minutos tarde, es posible que le pidamos que haga una cita nueva.',
        ],
      },
      {
        heading: 'Intercambio de información de salud',
        paragraphs: [
          'Un intercambio de información de salud (HIE) permite que los médicos, hospitales y clínicas que lo atienden compartan sus registros de salud de forma segura, para que cada uno vea sus alergias, medicamentos y resultados de pruebas. Puede dejar de participar en cualquier momento; eso no cambia la atención que recibe.',
        ],
      },
      {
        heading: 'Portal del paciente',
        paragraphs: [
          'Con el portal del paciente puede ver por internet el resumen de su consulta, los resultados de sus pruebas y sus registros de vacunas. Le enviaremos una invitación al correo electrónico que nos dio.',
        ],
      },
    ],
  },
  questions: original.questions.map((question) => ({ ...question, ...GENERAL_QUESTIONS[question.field] })),
});

const GENERAL_QUESTIONS: Record<string, { legend: string; hint?: string; requiredMessage: string }> = {
  nspConsent: {
    legend: '¿Acepta la política de citas perdidas?',
    requiredMessage: 'Díganos si acepta la política de citas perdidas.',
  },
  hieConsent: {
    legend: '¿Podemos compartir los registros del paciente por medio del intercambio de información de salud?',
    requiredMessage: 'Díganos si podemos compartir los registros por medio del intercambio de información de salud.',
  },
  ppaConsent: {
    legend: '¿Quiere tener acceso al portal del paciente?',
    hint: 'Le enviaremos una invitación por correo electrónico después de la consulta.',
    requiredMessage: 'Díganos si quiere tener acceso al portal del paciente.',
  },
};

export const privacyPracticeInSpanish = (original: PrivacyPractice): PrivacyPractice => ({
  document: {
    ...original.document,
    title: 'Aviso de prácticas de privacidad',
    sections: [
      {
        paragraphs: [
          'Este aviso explica cómo se puede usar y compartir su información médica y cómo puede usted tener acceso a ella. Léalo con atención.',
        ],
      },
      {
        heading: 'Cómo usamos su información de salud',
        paragraphs: [
          'Usamos y compartimos su información de salud para atenderlo, para recibir el pago por la atención que le damos y para administrar nuestras clínicas, por ejemplo, para revisar la calidad de la atención. También podemos compartirla cuando la ley lo exige, por ejemplo, con agencias de salud pública o para evitar una amenaza grave a la salud o la seguridad.',
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          'Puede pedir ver u obtener una copia de sus registros de salud, corregirlos, limitar lo que compartimos, que nos comuniquemos con usted de cierta manera, y una lista de las personas con quienes compartimos su información. Puede pedir una copia en papel de este aviso en cualquier clínica.',
        ],
      },
      {
        heading: 'Nuestras responsabilidades',
        paragraphs: [
          'La ley nos obliga a mantener su información de salud privada y segura, a avisarle pronto si hay una filtración y a seguir las prácticas que se describen en este aviso. No usaremos ni compartiremos su información de otra manera, a menos que usted nos autorice por escrito.',
        ],
      },
      {
        heading: 'Preguntas y quejas',
        paragraphs: [
          'Si cree que no se respetaron sus derechos de privacidad, puede presentar una queja ante nuestra oficina de privacidad o ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU. No tomaremos represalias contra usted por presentar una queja.',
        ],
      },
    ],
  },
  legend: '¿Confirma que recibió el Aviso de prácticas de privacidad?',
});

const clinicPayment = [
  'El pago se hace al momento de la consulta. Si tiene seguro, le cobraremos a su plan por usted; usted paga el copago, el coseguro o el deducible que su plan le asigne. Los servicios que su plan no cubre son su responsabilidad, a nuestros precios publicados sin seguro.',
  'Si la información de su seguro está incompleta o su plan rechaza el reclamo, le enviaremos la factura directamente. Las facturas se pagan dentro de 30 días.',
];

export const financialConsentInSpanish = (original: SignedConsent): SignedConsent => ({
  ...original,
  document: {
    ...original.document,
    title: 'Acuerdo de responsabilidad financiera',
    sections: [
      {
        heading: 'Consentimiento para el tratamiento',
        paragraphs: [
          'Doy mi consentimiento para que los enfermeros practicantes y asistentes médicos con licencia de The Local Clinic me examinen y me den tratamiento, incluso las pruebas, vacunas y medicamentos que consideren necesarios. Entiendo que puedo hacer preguntas y rechazar cualquier parte de mi atención.',
        ],
      },
      { heading: 'Pago', paragraphs: clinicPayment },
      {
        heading: 'Cesión de beneficios',
        paragraphs: [
          'Cedo a The Local Clinic todos los beneficios del seguro que me corresponderían por los servicios prestados, y autorizo que se comparta la información necesaria para tramitar mis reclamos.',
        ],
      },
      { heading: 'Citas perdidas', paragraphs: [noShow] },
    ],
  },
  attestation,
});

export const financialConsentTelehealthInSpanish = (original: SignedConsent): SignedConsent => ({
  ...original,
  document: {
    ...original.document,
    title: 'Consentimiento para la telesalud y responsabilidad financiera',
    sections: [
      {
        heading: 'Sobre la telesalud',
        paragraphs: [
          'Una consulta de telesalud usa video seguro en ambos sentidos para comunicarlo con un proveedor con licencia. El proveedor no puede examinarlo en persona y puede enviarlo a una clínica, a un centro de atención de urgencias o a una sala de emergencias si eso es más seguro para usted.',
          'Durante la consulta debe estar en un estado donde el proveedor tenga licencia. Conéctese desde un lugar privado y con buena luz.',
        ],
      },
      {
        heading: 'Privacidad',
        paragraphs: [
          'Las consultas no se graban. La información que se comparte durante la consulta está protegida igual que en una consulta en persona, como se explica en nuestro Aviso de prácticas de privacidad.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: [
          'Si tiene seguro, le cobraremos a su plan; usted paga el copago, el coseguro o el deducible. Sin cobertura, la consulta se cobra a nuestro precio publicado sin seguro. Si no podemos terminar la consulta por problemas técnicos, no se le cobrará.',
        ],
      },
      { heading: 'Citas perdidas', paragraphs: [noShow] },
    ],
  },
  attestation:
    'Al escribir abajo el nombre legal del paciente, doy mi consentimiento para recibir atención por telesalud y acepto la responsabilidad financiera de la consulta.',
});

export const financialConsentEmployerInSpanish = (original: SignedConsent): SignedConsent => ({
  ...original,
  document: {
    ...original.document,
    title: 'Acuerdo de responsabilidad financiera para servicios del empleador',
    sections: [
      {
        heading: 'Consentimiento para el tratamiento',
        paragraphs: [
          'Doy mi consentimiento para el examen y las pruebas que requiere el servicio que reservé, hechos por los proveedores con licencia de The Local Clinic.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: [
          'Si mi empleador tiene una cuenta con The Local Clinic, la consulta se le cobra a mi empleador. Si no, el pago se hace al momento de la consulta a nuestro precio publicado, y puedo pedirle el reembolso a mi empleador. Estos servicios no se cobran al seguro médico.',
        ],
      },
      {
        heading: 'Resultados',
        paragraphs: [
          'Autorizo a The Local Clinic a compartir los resultados de este examen con mi empleador y, cuando las normas federales lo exijan, con la Administración Federal de Seguridad de Autotransportes.',
        ],
      },
      { heading: 'Citas perdidas', paragraphs: [noShow] },
    ],
  },
  attestation,
});
