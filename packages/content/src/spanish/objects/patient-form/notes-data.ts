import type { NotesData } from '../../../schemas/patient-form/notes-data.js';

/** Each reason in Spanish: the words the patient reads and the booking carries. */
const reasons: Record<string, string> = {
  'Cold, cough or congestion': 'Resfriado, tos o congestión',
  'Sore throat': 'Dolor de garganta',
  'Fever or flu-like symptoms': 'Fiebre o síntomas de gripe',
  'Ear pain or infection': 'Dolor o infección de oído',
  'Eye redness or irritation': 'Ojos rojos o irritados',
  'Sinus pain or pressure': 'Dolor o presión en los senos nasales',
  'Urinary symptoms': 'Síntomas urinarios',
  'Rash or skin problem': 'Sarpullido o problema de la piel',
  'Minor cut, burn or wound': 'Cortada, quemadura o herida leve',
  'Sprain or strain': 'Torcedura o distensión',
  Allergies: 'Alergias',
  Other: 'Otro',
  'Seasonal allergies': 'Alergias de temporada',
  'Pink eye': 'Conjuntivitis',
  'Medication refill question': 'Pregunta sobre un resurtido de medicamentos',
  'Routine or seasonal protection': 'Protección de rutina o de temporada',
  'School or child care': 'Escuela o guardería',
  'Work requirement': 'Requisito del trabajo',
  'Recent exposure': 'Exposición reciente',
  'Mexico, Central America or the Caribbean': 'México, Centroamérica o el Caribe',
  'South America': 'Sudamérica',
  Africa: 'África',
  'Middle East': 'Oriente Medio',
  'South or Southeast Asia': 'Sur o Sudeste de Asia',
  'East Asia': 'Asia Oriental',
  Europe: 'Europa',
  'Oceania or the Pacific Islands': 'Oceanía o las islas del Pacífico',
};

/** Everything but the settings, by the English it replaces. */
const words: Record<string, string> = {
  'What is the reason for the visit?': '¿Cuál es el motivo de la consulta?',
  'Select up to 3.': 'Elija hasta 3.',
  'Select up to 2. Virtual visits suit minor illnesses; for chest pain or trouble breathing, call 911.':
    'Elija hasta 2. Las consultas virtuales son para enfermedades leves; si tiene dolor de pecho o le cuesta respirar, llame al 911.',
  'Is the vaccine needed for any of these reasons?': '¿Necesita la vacuna por alguno de estos motivos?',
  'Where are you traveling?': '¿A dónde va a viajar?',
  'Select every region you will visit, up to 4.': 'Elija todas las regiones que visitará, hasta 4.',
  'You must select at least one reason': 'Debe elegir al menos un motivo',
  'You can only select up to {n} reasons.': 'Puede elegir como máximo {n} motivos.',
  'Anything else the provider should know? (optional)': '¿Hay algo más que el proveedor deba saber? (opcional)',
  'Departure date and countries (optional)': 'Fecha de salida y países (opcional)',
  'Forms to complete (optional)': 'Formularios que hay que llenar (opcional)',
  'If a school, camp, sports team or employer gave you a form, tell us which one and bring it with you.':
    'Si una escuela, un campamento, un equipo deportivo o un empleador le dio un formulario, díganos cuál es y tráigalo.',
  'Anything the provider should know before the screening? (optional)':
    '¿Hay algo que el proveedor deba saber antes de la prueba? (opcional)',
  'For example, whether you have fasted, or results from an earlier screening.':
    'Por ejemplo, si está en ayunas, o los resultados de una prueba anterior.',
};

const inSpanish = (text: string) => words[text] ?? text;
/** An optional text in Spanish, left out where the original has none. */
const optional = <Key extends string>(key: Key, text: string | undefined) =>
  text === undefined ? {} : ({ [key]: inSpanish(text) } as Record<Key, string>);

export const notesDataInSpanish = (original: NotesData): NotesData => ({
  groups: Object.fromEntries(
    Object.entries(original.groups).map(([name, settings]) => {
      if (settings.kind === 'freeText') {
        return [name, { ...settings, label: inSpanish(settings.label), ...optional('hint', settings.hint) }];
      }
      return [
        name,
        {
          ...settings,
          legend: inSpanish(settings.legend),
          ...optional('hint', settings.hint),
          reasons: settings.reasons.map((reason) => reasons[reason] ?? reason),
          requiredMessage: inSpanish(settings.requiredMessage),
          tooManyMessage: inSpanish(settings.tooManyMessage),
          ...optional('commentsLabel', settings.commentsLabel),
        },
      ];
    }),
  ),
});
