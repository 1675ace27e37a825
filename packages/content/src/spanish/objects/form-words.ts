/*
 * The patient form's health questions, checklists and vaccine consent in Spanish, by the English they replace.
 * Medical and consent wording: a qualified medical translator must review it before it is relied on (decision
 * 057). The answers a patient picks are sent as they read them, so the dietitian reads them in the patient's words.
 */
export const FORM_WORDS: Readonly<Record<string, string>> = {
  'What would you like to work on with your dietitian?': '¿En qué le gustaría trabajar con su dietista?',
  'Select up to 3.': 'Elija hasta 3.',
  'Healthy eating habits': 'Hábitos de alimentación saludables',
  'Weight management': 'Control del peso',
  'Managing blood sugar': 'Control del azúcar en la sangre',
  'Lowering blood pressure or cholesterol': 'Bajar la presión arterial o el colesterol',
  'Digestive health': 'Salud digestiva',
  'Food allergies or intolerances': 'Alergias o intolerancias a alimentos',
  'Sports nutrition': 'Nutrición deportiva',
  'Eating during pregnancy': 'Alimentación durante el embarazo',
  'Meal planning on a budget': 'Planear comidas con poco presupuesto',
  Other: 'Otro',
  'Other goal': 'Otra meta',
  'Select at least one goal.': 'Elija al menos una meta.',
  'You can only select up to {n} goals.': 'Puede elegir como máximo {n} metas.',
  'Please describe the other goal.': 'Describa la otra meta.',
  'How did you hear about our dietitians? (optional)': '¿Cómo se enteró de nuestros dietistas? (opcional)',
  'Select all that apply.': 'Marque todas las que correspondan.',
  'My doctor or health plan': 'Mi médico o mi plan de salud',
  'My employer': 'Mi empleador',
  'A pharmacist or store associate': 'Un farmacéutico o un empleado de la tienda',
  'Store receipt or flyer': 'Un recibo o un folleto de la tienda',
  'Email or text message': 'Un correo electrónico o un mensaje de texto',
  'Social media': 'Las redes sociales',
  'Search engine': 'Un buscador de internet',
  'Friend or family': 'Un amigo o un familiar',
  'Where did you hear about us?': '¿Dónde se enteró de nosotros?',
  'Select at least one answer.': 'Elija al menos una respuesta.',
  'You can only select up to {n} answers.': 'Puede elegir como máximo {n} respuestas.',
  'Please tell us where you heard about us.': 'Díganos dónde se enteró de nosotros.',
  'Does the patient have any food allergies or dietary restrictions?':
    '¿El paciente tiene alguna alergia a alimentos o alguna restricción en la dieta?',
  'Which allergies or restrictions?': '¿Qué alergias o restricciones?',
  'Milk or dairy': 'Leche o lácteos',
  Eggs: 'Huevos',
  Peanuts: 'Cacahuates (maní)',
  'Tree nuts': 'Nueces de árbol',
  Fish: 'Pescado',
  Shellfish: 'Mariscos',
  'Wheat or gluten': 'Trigo o gluten',
  Soy: 'Soya',
  Sesame: 'Ajonjolí',
  Vegetarian: 'Vegetariana',
  Vegan: 'Vegana',
  Kosher: 'Kosher',
  Halal: 'Halal',
  'Other allergy or restriction': 'Otra alergia o restricción',
  'Are there foods or ingredients the patient does not like? (optional)':
    '¿Hay alimentos o ingredientes que al paciente no le gusten? (opcional)',
  'No allergies': 'Sin alergias',
  'Please tell us whether the patient has food allergies or restrictions.':
    'Díganos si el paciente tiene alergias a alimentos o restricciones en la dieta.',
  'Select at least one allergy or restriction.': 'Elija al menos una alergia o restricción.',
  'Please describe the other allergy or restriction.': 'Describa la otra alergia o restricción.',
  'Does the patient have any of these conditions?': '¿El paciente tiene alguna de estas afecciones?',
  'Select all that apply. Choose None of these if none apply.':
    'Marque todas las que correspondan. Elija «Ninguna de estas» si no corresponde ninguna.',
  'None of these': 'Ninguna de estas',
  Prediabetes: 'Prediabetes',
  'Type 1 diabetes': 'Diabetes tipo 1',
  'Type 2 diabetes': 'Diabetes tipo 2',
  'Gestational diabetes': 'Diabetes gestacional',
  'High blood pressure': 'Presión arterial alta',
  'High cholesterol': 'Colesterol alto',
  'Heart disease': 'Enfermedad del corazón',
  'Kidney disease': 'Enfermedad de los riñones',
  'Celiac disease': 'Enfermedad celíaca',
  'Irritable bowel syndrome': 'Síndrome del intestino irritable',
  'Crohn’s disease or ulcerative colitis': 'Enfermedad de Crohn o colitis ulcerosa',
  'Polycystic ovary syndrome (PCOS)': 'Síndrome de ovario poliquístico (SOP)',
  'Overweight or obesity': 'Sobrepeso u obesidad',
  'Eating disorder': 'Trastorno de la alimentación',
  'Pregnancy or breastfeeding': 'Embarazo o lactancia',
  Cancer: 'Cáncer',
  'Other condition': 'Otra afección',
  'Does the patient take any medications, vitamins or supplements?':
    '¿El paciente toma algún medicamento, vitamina o suplemento?',
  'List the medications, vitamins and supplements': 'Escriba los medicamentos, vitaminas y suplementos',
  'Is there anything else your dietitian should know? (optional)':
    '¿Hay algo más que su dietista deba saber? (opcional)',
  'Select at least one condition, or None of these.': 'Elija al menos una afección, o «Ninguna de estas».',
  'Please describe the other condition.': 'Describa la otra afección.',
  'Please tell us whether the patient takes any medications.': 'Díganos si el paciente toma algún medicamento.',
  'Please list the medications.': 'Escriba los medicamentos.',
  Yes: 'Sí',
  No: 'No',
  'I don’t know': 'No sé',
  'This is a required field': 'Este campo es obligatorio',
  'Is the patient sick today or do they have a fever?': '¿El paciente está enfermo hoy o tiene fiebre?',
  'Does the patient have symptoms of COVID-19, such as cough, shortness of breath or loss of taste or smell?':
    '¿El paciente tiene síntomas de COVID-19, como tos, falta de aire o pérdida del gusto o del olfato?',
  'Has the patient had a physical exam in the past 12 months?':
    '¿El paciente tuvo un examen físico en los últimos 12 meses?',
  'Does the patient have allergies to medicines, food, latex or any vaccine component?':
    '¿El paciente tiene alergia a medicamentos, alimentos, látex o algún componente de una vacuna?',
  'List the allergies': 'Escriba las alergias',
  'Separate each allergy with a comma.': 'Separe cada alergia con una coma.',
  'Please list the allergies.': 'Escriba las alergias.',
  'Has the patient ever had a serious reaction after a vaccine?':
    '¿El paciente ha tenido alguna vez una reacción grave después de una vacuna?',
  'Has the patient ever had a reaction to gelatin or to an antibiotic ointment such as neomycin?':
    '¿El paciente ha tenido alguna vez una reacción a la gelatina o a una pomada antibiótica como la neomicina?',
  'Has the patient had any vaccines in the past 4 weeks?':
    '¿El paciente recibió alguna vacuna en las últimas 4 semanas?',
  'Recent vaccines': 'Vacunas recientes',
  'Vaccine name': 'Nombre de la vacuna',
  'Has the patient had this vaccine before?': '¿El paciente ya recibió esta vacuna antes?',
  'Has the patient had Guillain-Barré syndrome or another disorder of the brain or nervous system?':
    '¿El paciente ha tenido el síndrome de Guillain-Barré u otro trastorno del cerebro o del sistema nervioso?',
  'Has the patient had a seizure or been told they have a seizure disorder?':
    '¿El paciente ha tenido una convulsión o le han dicho que tiene un trastorno convulsivo?',
  'Has the patient fainted after a vaccine or a blood draw?':
    '¿El paciente se ha desmayado después de una vacuna o de una extracción de sangre?',
  'Does the patient have cancer, leukemia, HIV/AIDS or another condition that weakens the immune system?':
    '¿El paciente tiene cáncer, leucemia, VIH/SIDA u otra afección que debilite el sistema inmunitario?',
  'In the past 3 months, has the patient taken steroids, anti-cancer drugs or other medicines that weaken the immune system?':
    'En los últimos 3 meses, ¿el paciente ha tomado esteroides, medicamentos contra el cáncer u otros medicamentos que debiliten el sistema inmunitario?',
  'List the medicines': 'Escriba los medicamentos',
  'Separate each medicine with a comma.': 'Separe cada medicamento con una coma.',
  'Please list the medicines.': 'Escriba los medicamentos.',
  'In the past year, has the patient received a transfusion of blood or blood products, or immune globulin?':
    'En el último año, ¿el paciente recibió una transfusión de sangre o de productos de la sangre, o inmunoglobulina?',
  'Blood products received': 'Productos de la sangre recibidos',
  'Product name': 'Nombre del producto',
  'Is the patient pregnant or could they become pregnant in the next month?':
    '¿La paciente está embarazada o podría quedar embarazada en el próximo mes?',
  'Does the patient have a long-term health problem such as heart, lung, kidney or liver disease, asthma or diabetes?':
    '¿El paciente tiene un problema de salud a largo plazo, como enfermedad del corazón, los pulmones, los riñones o el hígado, asma o diabetes?',
  'List the conditions': 'Escriba las afecciones',
  'Separate each condition with a comma.': 'Separe cada afección con una coma.',
  'Please list the conditions.': 'Escriba las afecciones.',
  'Has a provider told the patient to get vaccines only in a hospital or doctor’s office?':
    '¿Un proveedor le dijo al paciente que solo se vacune en un hospital o en el consultorio de un médico?',
  'Does the patient have an open wound or a skin infection where the vaccine would be given?':
    '¿El paciente tiene una herida abierta o una infección de la piel donde se pondría la vacuna?',
  'Consent for Vaccination': 'Consentimiento para la vacunación',
  'Vaccine information': 'Información sobre la vacuna',
  'Before the vaccine is given, you will receive the current Vaccine Information Statement (VIS) for each vaccine. It explains the benefits and risks of the vaccine. Please read it and ask the provider any questions you have.':
    'Antes de la vacuna, recibirá la Hoja de Información sobre la Vacuna (VIS) actual de cada vacuna. Explica los beneficios y los riesgos de la vacuna. Léala y hágale al proveedor cualquier pregunta que tenga.',
  Consent: 'Consentimiento',
  'I have read, or had explained to me, the information about the vaccines to be given. I understand the benefits and risks and ask that the vaccines be given to the patient named in this booking, for whom I am authorized to make this request.':
    'Leí, o me explicaron, la información sobre las vacunas que se van a poner. Entiendo los beneficios y los riesgos y pido que se le pongan las vacunas al paciente nombrado en esta cita, por quien estoy autorizado a hacer esta solicitud.',
  'I understand that the provider will review the patient’s health answers and may decide not to give a vaccine if it is not safe for the patient today.':
    'Entiendo que el proveedor revisará las respuestas de salud del paciente y puede decidir no poner una vacuna si hoy no es segura para el paciente.',
  'After the vaccine': 'Después de la vacuna',
  'Please stay at the clinic for 15 minutes after the vaccine so we can watch for a reaction. Mild soreness, tiredness or a low fever for a day or two is common. Call 911 for trouble breathing, swelling of the face or throat, or a fast heartbeat.':
    'Quédese en la clínica 15 minutos después de la vacuna para que podamos vigilar si hay una reacción. Es común tener un poco de dolor, cansancio o fiebre baja por uno o dos días. Llame al 911 si le cuesta respirar, se le hincha la cara o la garganta, o tiene el corazón acelerado.',
  'Records and reporting': 'Registros e informes',
  'I authorize The Local Clinic to report this vaccination to the state immunization registry and, on request, to the patient’s primary care provider, and to bill the patient’s insurance for the vaccine and its administration.':
    'Autorizo a The Local Clinic a informar esta vacunación al registro estatal de vacunas y, si se pide, al proveedor de atención primaria del paciente, y a cobrar al seguro del paciente la vacuna y su aplicación.',
  'By typing the patient’s legal name below, I give consent for the vaccines listed in this booking.':
    'Al escribir abajo el nombre legal del paciente, doy mi consentimiento para las vacunas de esta cita.',
};
