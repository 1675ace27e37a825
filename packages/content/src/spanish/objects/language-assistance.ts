/** The language-assistance notice in Spanish, by the English it replaces; its taglines are each in their own. */
export const LANGUAGE_ASSISTANCE_WORDS: Readonly<Record<string, string>> = {
  'Language Assistance': 'Ayuda con el idioma',
  'Free interpreters and help in your language for every visit at The Local Clinic.':
    'Intérpretes gratuitos y ayuda en su idioma para cada consulta en The Local Clinic.',
  'If you speak a language other than English, we provide a qualified interpreter at no cost to you, for booking, for your visit and for any questions about your care or your bill.':
    'Si habla un idioma que no es el inglés, le ofrecemos un intérprete calificado sin costo para usted: para hacer su cita, durante su consulta y para cualquier pregunta sobre su atención o su factura.',
  'Free interpreter line': 'Línea gratuita de intérpretes',
  'Every day, 7 a.m. to 10 p.m. Eastern Time.': 'Todos los días, de 7 a. m. a 10 p. m., hora del Este.',
  'Tell the clinic staff at check-in that you need an interpreter, or call the line before your visit. You do not need to bring a family member or friend to interpret.':
    'Al llegar a la clínica, diga al personal que necesita un intérprete, o llame a la línea antes de su consulta. No necesita traer a un familiar o amigo para que le interprete.',
  'We also offer sign language interpreters and written information in other formats, such as large print. Ask us at any time.':
    'También ofrecemos intérpretes de lenguaje de señas e información escrita en otros formatos, como letra grande. Pídalos cuando quiera.',
  'In your language': 'En su idioma',
};
