import type { LanguageAssistance } from '../../schemas/language-assistance.js';

export const languageAssistanceInSpanish = (original: LanguageAssistance): LanguageAssistance => ({
  ...original,
  title: 'Ayuda con el idioma',
  description: 'Intérpretes gratuitos y ayuda en su idioma para cada consulta en The Local Clinic.',
  intro:
    'Si habla un idioma que no es el inglés, le ofrecemos un intérprete calificado sin costo para usted: para hacer su cita, durante su consulta y para cualquier pregunta sobre su atención o su factura.',
  phoneLabel: 'Línea gratuita de intérpretes',
  hours: 'Todos los días, de 7 a. m. a 10 p. m., hora del Este.',
  paragraphs: [
    'Al llegar a la clínica, diga al personal que necesita un intérprete, o llame a la línea antes de su consulta. No necesita traer a un familiar o amigo para que le interprete.',
    'También ofrecemos intérpretes de lenguaje de señas e información escrita en otros formatos, como letra grande. Pídalos cuando quiera.',
  ],
  taglinesHeading: 'En su idioma',
});
