/*
 * The prescreens, their option lists and the COVID-19 eligibility questions in Spanish, by the English they
 * replace. Medical wording (the eligibility questions, vaccine and screening hints): a qualified medical
 * translator must review it before it is relied on (decision 057). Names of employers and vaccine makers stay.
 */
export const PRESCREEN_WORDS: Readonly<Record<string, string>> = {
  Continue: 'Continuar',
  'See Available Times': 'Ver los horarios disponibles',
  Back: 'Atrás',
  'Please fill out all required fields to continue': 'Complete todos los campos obligatorios para continuar',
  "We couldn't load the list of services just now. Please refresh the page to try again, or call your clinic to book.":
    'No pudimos cargar la lista de servicios en este momento. Vuelva a cargar la página para intentarlo de nuevo, o llame a su clínica para hacer la cita.',
  Physicals: 'Exámenes físicos',
  'Two quick questions help us offer the right physical for the patient.':
    'Dos preguntas rápidas nos ayudan a ofrecer el examen físico adecuado para el paciente.',
  'Patient age': 'Edad del paciente',
  'Is the patient 20 years old or older?': '¿El paciente tiene 20 años o más?',
  Yes: 'Sí',
  No: 'No',
  'Please tell us whether the patient is 20 years old or older.': 'Díganos si el paciente tiene 20 años o más.',
  'Physical type': 'Tipo de examen físico',
  'What type of physical does the patient need?': '¿Qué tipo de examen físico necesita el paciente?',
  'Please choose a physical type.': 'Elija un tipo de examen físico.',
  'Health Screenings': 'Pruebas de salud',
  'Screening type': 'Tipo de prueba',
  'Which screening would you like?': '¿Qué prueba quiere hacerse?',
  'Please choose a health screening type.': 'Elija un tipo de prueba de salud.',
  'DOT Physicals': 'Exámenes físicos del DOT',
  'A Department of Transportation physical for commercial drivers, done by a certified medical examiner.':
    'Un examen físico del Departamento de Transporte para conductores comerciales, hecho por un examinador médico certificado.',
  Employer: 'Empleador',
  "Choose the company you drive for. If it isn't listed, choose 'My employer is not listed'.":
    "Elija la compañía para la que maneja. Si no aparece, elija 'Mi empleador no aparece en la lista'.",
  'Choose One': 'Elija una opción',
  'Employer is a required field.': 'El empleador es obligatorio.',
  'Drug screening': 'Prueba de drogas',
  'Do you also need a DOT drug screening?': '¿También necesita una prueba de drogas del DOT?',
  'A urine drug test many DOT-regulated employers require. It adds about 15 minutes to the visit.':
    'Una prueba de drogas en orina que piden muchos empleadores regulados por el DOT. Agrega unos 15 minutos a la consulta.',
  'This is a required field': 'Este campo es obligatorio',
  'Medicare Annual Wellness Visit': 'Consulta anual de bienestar de Medicare',
  'A yearly visit to review your health, medicines and preventive care, and to update your personal prevention plan.':
    'Una consulta anual para revisar su salud, sus medicamentos y su atención preventiva, y para actualizar su plan personal de prevención.',
  'Medicare questions': 'Preguntas sobre Medicare',
  'Is the patient enrolled in Medicare Part B?': '¿El paciente está inscrito en la Parte B de Medicare?',
  'Medicare covers this visit for Part B members. Without Part B the visit may not be covered, and you may be billed for it.':
    'Medicare cubre esta consulta para los miembros de la Parte B. Sin la Parte B, es posible que no esté cubierta y que se le cobre.',
  "Has the patient had a Medicare Annual Wellness Visit or a 'Welcome to Medicare' visit in the last 12 months?":
    "¿El paciente tuvo una consulta anual de bienestar de Medicare o una consulta de 'Bienvenida a Medicare' en los últimos 12 meses?",
  'Medicare covers one wellness visit every 12 months. If the last one was less than 12 months ago, you may be billed for this visit.':
    'Medicare cubre una consulta de bienestar cada 12 meses. Si la última fue hace menos de 12 meses, es posible que se le cobre esta consulta.',
  'Medicare Beneficiary Identifier (optional)': 'Número de identificación de beneficiario de Medicare (opcional)',
  'The 11 letters and numbers on the red, white and blue Medicare card, for example 1EG4-TE5-MK73.':
    'Las 11 letras y números de la tarjeta roja, blanca y azul de Medicare, por ejemplo 1EG4-TE5-MK73.',
  'Your Medicare Beneficiary Identification Number must be in ####-###-#### format.':
    'Su número de identificación de beneficiario de Medicare debe tener el formato ####-###-####.',
  'Travel Vaccines': 'Vacunas para viajeros',
  'Book 4 to 6 weeks before you travel. Some vaccines need more than one dose or time to start working.':
    'Haga su cita de 4 a 6 semanas antes de viajar. Algunas vacunas necesitan más de una dosis o tiempo para empezar a proteger.',
  'Travel vaccine': 'Vacuna para viajeros',
  'Which travel service do you need?': '¿Qué servicio para viajeros necesita?',
  'Please choose a travel vaccine or a travel consultation.':
    'Elija una vacuna para viajeros o una consulta para viajeros.',
  'Telenutrition with a Registered Dietitian': 'Nutrición a distancia con un dietista registrado',
  'Meet with a registered dietitian by video from home. Tell us where you will be and when you would like to meet.':
    'Reúnase por video desde su casa con un dietista registrado. Díganos dónde estará y cuándo quiere la consulta.',
  'Visit details': 'Datos de la consulta',
  'State you will be in during the visit': 'Estado en el que estará durante la consulta',
  'Dietitians can only see patients in states where they are licensed.':
    'Los dietistas solo pueden atender a pacientes en los estados donde tienen licencia.',
  'State is a required field.': 'El estado es obligatorio.',
  'Our dietitians are not licensed in {state} yet, so we cannot schedule a telenutrition visit there.':
    'Nuestros dietistas todavía no tienen licencia en {state}, así que no podemos programar allí una consulta de nutrición a distancia.',
  "We're having trouble connecting at the moment. Please refresh the page to try again.":
    'En este momento tenemos problemas de conexión. Vuelva a cargar la página para intentarlo de nuevo.',
  'Your time zone': 'Su zona horaria',
  'Appointment times will be shown in this time zone.': 'Los horarios de las citas se mostrarán en esta zona horaria.',
  'Time zone is a required field.': 'La zona horaria es obligatoria.',
  'Preferred date': 'Fecha preferida',
  'Choose a date 3 to 90 days from today, as mm/dd/yyyy.':
    'Elija una fecha entre 3 y 90 días a partir de hoy, con el formato mm/dd/aaaa.',
  'Date is a required field.': 'La fecha es obligatoria.',
  'Date is invalid.': 'La fecha no es válida.',
  'Date must be on or after {date}.': 'La fecha debe ser el {date} o después.',
  'Date must be on or before {date}.': 'La fecha debe ser el {date} o antes.',
  'Is the patient covered by Medicaid?': '¿El paciente tiene cobertura de Medicaid?',
  'Telenutrition visits with our dietitians are not available to Medicaid members at this time. Your Medicaid plan can tell you about nutrition services near you.':
    'Por ahora, las consultas de nutrición a distancia con nuestros dietistas no están disponibles para los miembros de Medicaid. Su plan de Medicaid puede informarle sobre servicios de nutrición cerca de usted.',
  Vaccines: 'Vacunas',
  'Choose the vaccines for this visit. Most vaccines can be given together in one appointment.':
    'Elija las vacunas de esta consulta. La mayoría de las vacunas se pueden poner juntas en una sola cita.',
  'Choose vaccines': 'Elegir las vacunas',
  'Which vaccines would you like?': '¿Qué vacunas quiere?',
  'Choose up to 3. If a vaccine needs more than one dose, we will help you book the next dose too.':
    'Elija hasta 3. Si una vacuna necesita más de una dosis, le ayudaremos a hacer la cita de la siguiente dosis también.',
  'Please choose at least one vaccine.': 'Elija al menos una vacuna.',
  'You can choose up to {n} vaccines for one appointment.': 'Puede elegir hasta {n} vacunas para una cita.',
  'The vaccines you have selected cannot be scheduled together. Please go back and confirm your selections again.':
    'Las vacunas que eligió no se pueden programar juntas. Regrese y confirme de nuevo lo que eligió.',
  'COVID-19 questions': 'Preguntas sobre el COVID-19',
  'Sports physical': 'Examen físico deportivo',
  'For school, league or club sports. Bring any form your team gave you.':
    'Para deportes de la escuela, una liga o un club. Traiga el formulario que le dio su equipo.',
  'School physical': 'Examen físico escolar',
  'For school enrollment. Bring the school form and immunization records.':
    'Para inscribirse en la escuela. Traiga el formulario de la escuela y los registros de vacunas.',
  'Employment physical': 'Examen físico para el trabajo',
  'For a new or current job. Bring the form from your employer. DOT physicals are booked separately.':
    'Para un trabajo nuevo o actual. Traiga el formulario de su empleador. Los exámenes físicos del DOT se reservan aparte.',
  'Camp physical': 'Examen físico para campamento',
  'For day or overnight camp. Bring the camp health form.':
    'Para campamentos de día o con estadía. Traiga el formulario de salud del campamento.',
  'Cholesterol screening': 'Prueba de colesterol',
  'A finger-stick test of cholesterol levels. Fasting for 9 to 12 hours gives the most accurate result.':
    'Una prueba de los niveles de colesterol con un pinchazo en el dedo. Estar en ayunas de 9 a 12 horas da el resultado más exacto.',
  'Diabetes (A1c) screening': 'Prueba de diabetes (A1c)',
  'Shows your average blood sugar over the past 2 to 3 months. No fasting needed.':
    'Muestra su nivel promedio de azúcar en la sangre de los últimos 2 a 3 meses. No necesita estar en ayunas.',
  'Blood pressure check': 'Revisión de la presión arterial',
  'TB skin test': 'Prueba cutánea de tuberculosis',
  'You will need to come back 48 to 72 hours later to have the result read.':
    'Tendrá que regresar de 48 a 72 horas después para que lean el resultado.',
  'Buckeye Freight Lines': 'Buckeye Freight Lines',
  'Ohio Valley Coach Company': 'Ohio Valley Coach Company',
  'Queen City Movers': 'Queen City Movers',
  'Riverbend Transit Authority': 'Riverbend Transit Authority',
  'Tri-State Waste Services': 'Tri-State Waste Services',
  'I am an owner-operator': 'Soy dueño-operador',
  'My employer is not listed': 'Mi empleador no aparece en la lista',
  'Travel consultation': 'Consulta para viajeros',
  'Not sure what you need? A provider reviews your itinerary and recommends vaccines and medicines.':
    '¿No sabe lo que necesita? Un proveedor revisa su itinerario y le recomienda vacunas y medicamentos.',
  'Typhoid vaccine': 'Vacuna contra la fiebre tifoidea',
  'Yellow fever consultation': 'Consulta sobre la fiebre amarilla',
  'Some countries require proof of this vaccine to enter.': 'Algunos países piden prueba de esta vacuna para entrar.',
  'Hepatitis A vaccine': 'Vacuna contra la hepatitis A',
  'Japanese encephalitis vaccine': 'Vacuna contra la encefalitis japonesa',
  'These questions help us choose the right COVID-19 vaccine dose and make sure it is safe to give it at our clinic.':
    'Estas preguntas nos ayudan a elegir la dosis correcta de la vacuna contra el COVID-19 y a asegurarnos de que es seguro ponerla en nuestra clínica.',
  'Based on your answers, we are unable to schedule a COVID-19 vaccine online. Please talk with your doctor about the right time and place for this vaccine.':
    'Según sus respuestas, no podemos programar por internet una vacuna contra el COVID-19. Hable con su médico sobre el momento y el lugar adecuados para esta vacuna.',
  'Does the patient have symptoms of COVID-19 right now, or have they tested positive in the last 10 days?':
    '¿El paciente tiene síntomas de COVID-19 ahora, o dio positivo en los últimos 10 días?',
  'Please choose a date after the patient has recovered and their isolation period has ended. If they feel unwell on the day, reschedule rather than coming to the clinic.':
    'Elija una fecha después de que el paciente se haya recuperado y haya terminado su periodo de aislamiento. Si ese día se siente mal, cambie la cita en lugar de venir a la clínica.',
  'How old is the patient?': '¿Qué edad tiene el paciente?',
  'Younger than 5': 'Menos de 5 años',
  "Our clinics give COVID-19 vaccines to patients 5 and older. Please contact the child's pediatrician to arrange a vaccine.":
    'Nuestras clínicas ponen la vacuna contra el COVID-19 a pacientes de 5 años o más. Comuníquese con el pediatra del niño para la vacuna.',
  '5 to 11': '5 a 11 años',
  '12 to 64': '12 a 64 años',
  '65 or older': '65 años o más',
  'Has the patient ever had a severe allergic reaction, such as anaphylaxis, to a COVID-19 vaccine or any of its ingredients?':
    '¿El paciente ha tenido alguna vez una reacción alérgica grave, como anafilaxia, a una vacuna contra el COVID-19 o a alguno de sus ingredientes?',
  'How many COVID-19 vaccine doses has the patient had?':
    '¿Cuántas dosis de la vacuna contra el COVID-19 ha recibido el paciente?',
  None: 'Ninguna',
  '1 dose': '1 dosis',
  '2 or more doses': '2 dosis o más',
  'Which vaccine was the most recent dose?': '¿De qué vacuna fue la dosis más reciente?',
  'Pfizer-BioNTech': 'Pfizer-BioNTech',
  Moderna: 'Moderna',
  Novavax: 'Novavax',
  'Johnson & Johnson (Janssen)': 'Johnson & Johnson (Janssen)',
  "I don't know": 'No sé',
  'Date of the most recent dose': 'Fecha de la dosis más reciente',
  'Has the patient had any other vaccine in the last 14 days?':
    '¿El paciente recibió alguna otra vacuna en los últimos 14 días?',
  'Date of the other vaccine': 'Fecha de la otra vacuna',
  'For example, 04/15/2024. An approximate date is fine.': 'Por ejemplo, 04/15/2024. Una fecha aproximada está bien.',
};
