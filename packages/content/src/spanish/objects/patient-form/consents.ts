/*
 * Consent and privacy texts in Spanish, by the English they replace. Legal and medical wording: a qualified medical
 * translator must review these before they are relied on (decision 057); until then they follow the English as
 * closely as plain Spanish allows.
 */
export const CONSENT_WORDS: Readonly<Record<string, string>> = {
  // General consent.
  'General Consent': 'Consentimiento general',
  'No-show policy': 'Política de citas perdidas',
  'Your appointment time is held for you alone. If you cannot come, cancel online with the link in your confirmation email or call us at least 2 hours before the visit. If you arrive more than 10 minutes late, we may ask you to book a new time.':
    'El horario de su cita está reservado solo para usted. Si no puede venir, cancele por internet con el enlace de su correo de confirmación o llámenos al menos 2 horas antes de la consulta. Si llega más de 10 minutos tarde, es posible que le pidamos que haga una cita nueva.',
  'Health information exchange': 'Intercambio de información de salud',
  'A health information exchange (HIE) lets the doctors, hospitals and clinics that care for you share your health records securely, so each of them sees your allergies, medicines and test results. You may opt out at any time; opting out does not affect the care you receive.':
    'Un intercambio de información de salud (HIE) permite que los médicos, hospitales y clínicas que lo atienden compartan sus registros de salud de forma segura, para que cada uno vea sus alergias, medicamentos y resultados de pruebas. Puede dejar de participar en cualquier momento; eso no cambia la atención que recibe.',
  'Patient portal': 'Portal del paciente',
  'With the patient portal you can see your visit summary, test results and vaccine records online. We will send an invitation to the email address you gave us.':
    'Con el portal del paciente puede ver por internet el resumen de su consulta, los resultados de sus pruebas y sus registros de vacunas. Le enviaremos una invitación al correo electrónico que nos dio.',
  'Do you agree to the no-show policy?': '¿Acepta la política de citas perdidas?',
  'Please tell us whether you agree to the no-show policy.': 'Díganos si acepta la política de citas perdidas.',
  'May we share the patient’s records through the health information exchange?':
    '¿Podemos compartir los registros del paciente por medio del intercambio de información de salud?',
  'Please tell us whether we may share records through the health information exchange.':
    'Díganos si podemos compartir los registros por medio del intercambio de información de salud.',
  'Would you like access to the patient portal?': '¿Quiere tener acceso al portal del paciente?',
  'We will email an invitation after the visit.':
    'Le enviaremos una invitación por correo electrónico después de la consulta.',
  'Please tell us whether you would like access to the patient portal.':
    'Díganos si quiere tener acceso al portal del paciente.',
  // Notice of privacy practices.
  'Notice of Privacy Practices': 'Aviso de prácticas de privacidad',
  'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.':
    'Este aviso explica cómo se puede usar y compartir su información médica y cómo puede usted tener acceso a ella. Léalo con atención.',
  'How we use your health information': 'Cómo usamos su información de salud',
  'We use and share your health information to treat you, to be paid for the care we provide, and to run our clinics, for example to review the quality of care. We may also share it when the law requires, such as with public health agencies or to prevent a serious threat to health or safety.':
    'Usamos y compartimos su información de salud para atenderlo, para recibir el pago por la atención que le damos y para administrar nuestras clínicas, por ejemplo, para revisar la calidad de la atención. También podemos compartirla cuando la ley lo exige, por ejemplo, con agencias de salud pública o para evitar una amenaza grave a la salud o la seguridad.',
  'Your rights': 'Sus derechos',
  'You may ask to see or get a copy of your health records, to correct them, to limit what we share, to be contacted in a particular way, and for a list of those with whom we have shared your information. You may get a paper copy of this notice at any clinic.':
    'Puede pedir ver u obtener una copia de sus registros de salud, corregirlos, limitar lo que compartimos, que nos comuniquemos con usted de cierta manera, y una lista de las personas con quienes compartimos su información. Puede pedir una copia en papel de este aviso en cualquier clínica.',
  'Our responsibilities': 'Nuestras responsabilidades',
  'We are required by law to keep your health information private and secure, to tell you promptly if a breach occurs, and to follow the practices described in this notice. We will not use or share your information other than as described here unless you tell us in writing that we can.':
    'La ley nos obliga a mantener su información de salud privada y segura, a avisarle pronto si hay una filtración y a seguir las prácticas que se describen en este aviso. No usaremos ni compartiremos su información de otra manera, a menos que usted nos autorice por escrito.',
  'Questions and complaints': 'Preguntas y quejas',
  'If you believe your privacy rights have been violated, you may file a complaint with our privacy office or with the U.S. Department of Health and Human Services Office for Civil Rights. We will not retaliate against you for filing a complaint.':
    'Si cree que no se respetaron sus derechos de privacidad, puede presentar una queja ante nuestra oficina de privacidad o ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU. No tomaremos represalias contra usted por presentar una queja.',
  'Do you acknowledge that you have received the Notice of Privacy Practices?':
    '¿Confirma que recibió el Aviso de prácticas de privacidad?',
  // Financial responsibility, at the clinics.
  'Financial Responsibility Agreement': 'Acuerdo de responsabilidad financiera',
  'Consent to treat': 'Consentimiento para el tratamiento',
  'I consent to examination and treatment by the licensed nurse practitioners and physician assistants of The Local Clinic, including tests, vaccines and medicines they consider necessary. I understand I may ask questions and refuse any part of my care.':
    'Doy mi consentimiento para que los enfermeros practicantes y asistentes médicos con licencia de The Local Clinic me examinen y me den tratamiento, incluso las pruebas, vacunas y medicamentos que consideren necesarios. Entiendo que puedo hacer preguntas y rechazar cualquier parte de mi atención.',
  Payment: 'Pago',
  'Payment is due at the time of service. If you have insurance, we will bill your plan on your behalf; you pay any copay, coinsurance or deductible your plan assigns to you. Services your plan does not cover are your responsibility at our posted self-pay prices.':
    'El pago se hace al momento de la consulta. Si tiene seguro, le cobraremos a su plan por usted; usted paga el copago, el coseguro o el deducible que su plan le asigne. Los servicios que su plan no cubre son su responsabilidad, a nuestros precios publicados sin seguro.',
  'If your insurance information is incomplete or your plan denies the claim, we will bill you directly. Statements are payable within 30 days.':
    'Si la información de su seguro está incompleta o su plan rechaza el reclamo, le enviaremos la factura directamente. Las facturas se pagan dentro de 30 días.',
  'Assignment of benefits': 'Cesión de beneficios',
  'I assign to The Local Clinic all insurance benefits otherwise payable to me for services provided, and I authorize the release of information needed to process my claims.':
    'Cedo a The Local Clinic todos los beneficios del seguro que me corresponderían por los servicios prestados, y autorizo que se comparta la información necesaria para tramitar mis reclamos.',
  'Missed appointments': 'Citas perdidas',
  'Please cancel at least 2 hours before your appointment if you cannot come, so another patient can have the time. Repeated missed appointments may limit online booking.':
    'Si no puede venir, cancele al menos 2 horas antes de su cita para que otro paciente pueda usar ese horario. Si falta a sus citas varias veces, es posible que se limite la opción de hacer citas por internet.',
  'By typing the patient’s legal name below, I confirm I have read this agreement and agree to it for the patient, or as the person responsible for the patient.':
    'Al escribir abajo el nombre legal del paciente, confirmo que leí este acuerdo y que lo acepto en nombre del paciente, o como la persona responsable del paciente.',
  // Financial responsibility, by telehealth.
  'Telehealth Consent and Financial Responsibility': 'Consentimiento para la telesalud y responsabilidad financiera',
  'About telehealth': 'Sobre la telesalud',
  'A telehealth visit uses secure two-way video to connect you with a licensed provider. The provider cannot examine you in person and may refer you to an in-person clinic, urgent care or emergency room if that is safer for you.':
    'Una consulta de telesalud usa video seguro en ambos sentidos para comunicarlo con un proveedor con licencia. El proveedor no puede examinarlo en persona y puede enviarlo a una clínica, a un centro de atención de urgencias o a una sala de emergencias si eso es más seguro para usted.',
  'You must be located in a state where the provider is licensed at the time of the visit. Please join from a private, well-lit place.':
    'Durante la consulta debe estar en un estado donde el proveedor tenga licencia. Conéctese desde un lugar privado y con buena luz.',
  Privacy: 'Privacidad',
  'Visits are not recorded. The information shared during the visit is protected in the same way as an in-person visit, as described in our Notice of Privacy Practices.':
    'Las consultas no se graban. La información que se comparte durante la consulta está protegida igual que en una consulta en persona, como se explica en nuestro Aviso de prácticas de privacidad.',
  'If you have insurance, we will bill your plan; you pay any copay, coinsurance or deductible. Without coverage, the visit is charged at our posted self-pay price. If we cannot complete the visit for technical reasons, you will not be charged.':
    'Si tiene seguro, le cobraremos a su plan; usted paga el copago, el coseguro o el deducible. Sin cobertura, la consulta se cobra a nuestro precio publicado sin seguro. Si no podemos terminar la consulta por problemas técnicos, no se le cobrará.',
  'By typing the patient’s legal name below, I consent to care by telehealth and accept financial responsibility for the visit.':
    'Al escribir abajo el nombre legal del paciente, doy mi consentimiento para recibir atención por telesalud y acepto la responsabilidad financiera de la consulta.',
  // Financial responsibility, for employer services.
  'Financial Responsibility Agreement for Employer Services':
    'Acuerdo de responsabilidad financiera para servicios del empleador',
  'I consent to the examination and tests required for the service I booked, performed by the licensed providers of The Local Clinic.':
    'Doy mi consentimiento para el examen y las pruebas que requiere el servicio que reservé, hechos por los proveedores con licencia de The Local Clinic.',
  'If my employer has an account with The Local Clinic, the visit is billed to my employer. Otherwise payment is due at the time of service at our posted price, and I may ask my employer for reimbursement. These services are not billed to health insurance.':
    'Si mi empleador tiene una cuenta con The Local Clinic, la consulta se le cobra a mi empleador. Si no, el pago se hace al momento de la consulta a nuestro precio publicado, y puedo pedirle el reembolso a mi empleador. Estos servicios no se cobran al seguro médico.',
  Results: 'Resultados',
  'I authorize The Local Clinic to share the results of this examination with my employer and, where federal rules require it, with the Federal Motor Carrier Safety Administration.':
    'Autorizo a The Local Clinic a compartir los resultados de este examen con mi empleador y, cuando las normas federales lo exijan, con la Administración Federal de Seguridad de Autotransportes.',
};
