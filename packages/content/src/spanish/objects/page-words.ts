/** The clinic information pages and the confirmation's cards in Spanish, by the English they replace. */
export const PAGE_WORDS: Readonly<Record<string, string>> = {
  'Clinic Services': 'Servicios de la clínica',
  'Sick visits, vaccines, physicals, health screenings and virtual visits at The Local Clinic, with self-pay prices.':
    'Consultas por enfermedad, vacunas, exámenes físicos, pruebas de salud y consultas virtuales en The Local Clinic, con precios sin seguro.',
  "Our nurse practitioners and physician assistants treat common illnesses and minor injuries, give vaccines, and do physicals and health screenings. Clinics are open Monday through Saturday, and many on Sundays too; each clinic's page shows its hours.":
    'Nuestros enfermeros practicantes y asistentes médicos tratan enfermedades comunes y lesiones leves, ponen vacunas y hacen exámenes físicos y pruebas de salud. Las clínicas abren de lunes a sábado, y muchas también los domingos; la página de cada clínica muestra su horario.',
  'from $109': 'desde $109',
  'from $40': 'desde $40',
  'from $99': 'desde $99',
  'from $79': 'desde $79',
  'from $119': 'desde $119',
  'from $39': 'desde $39',
  'from $69': 'desde $69',
  'Self-pay prices before insurance. Most insurance plans are accepted, and many vaccines and the Medicare Annual Wellness Visit cost nothing with coverage.':
    'Precios sin seguro. Aceptamos la mayoría de los planes de seguro, y con cobertura muchas vacunas y la consulta anual de bienestar de Medicare no tienen costo.',
  'Book an appointment': 'Hacer una cita',
  'Find a clinic': 'Buscar una clínica',
  'Billing and insurance': 'Facturación y seguro',
  'Billing, Insurance and Payment': 'Facturación, seguro y pago',
  'Insurance plans The Local Clinic accepts, self-pay prices, and how to pay or ask about a bill.':
    'Los planes de seguro que acepta The Local Clinic, los precios sin seguro, y cómo pagar o preguntar por una factura.',
  'We accept most major insurance plans, Medicare and many Medicaid plans. If you have no insurance, you pay a set self-pay price at the time of your visit.':
    'Aceptamos la mayoría de los planes de seguro principales, Medicare y muchos planes de Medicaid. Si no tiene seguro, paga un precio fijo sin seguro al momento de su consulta.',
  Insurance: 'Seguro',
  'Bring your insurance card to every visit. We bill your plan for you; you pay your copay or coinsurance when you check in.':
    'Traiga su tarjeta de seguro a cada consulta. Nosotros le cobramos a su plan; usted paga su copago o coseguro al registrarse.',
  'Most national and regional commercial plans': 'La mayoría de los planes comerciales nacionales y regionales',
  'Medicare Part B, including the Annual Wellness Visit':
    'La Parte B de Medicare, incluida la consulta anual de bienestar',
  'Many state Medicaid and managed Medicaid plans': 'Muchos planes estatales de Medicaid y de Medicaid administrado',
  'Health savings (HSA) and flexible spending (FSA) cards':
    'Tarjetas de cuentas de ahorros para la salud (HSA) y de gastos flexibles (FSA)',
  'Paying for your visit': 'Cómo pagar su consulta',
  'We take credit and debit cards, HSA and FSA cards. Self-pay prices are listed on our services page and are the same at every clinic.':
    'Aceptamos tarjetas de crédito y débito, y tarjetas HSA y FSA. Los precios sin seguro están en nuestra página de servicios y son iguales en todas las clínicas.',
  'Questions about a bill': 'Preguntas sobre una factura',
  'Bills arrive by mail or email about 30 days after your visit, once your plan has paid its share. Call us with your bill in hand and we will help.':
    'Las facturas llegan por correo o correo electrónico unos 30 días después de su consulta, cuando su plan ya pagó su parte. Llámenos con la factura a mano y le ayudaremos.',
  'See services and prices': 'Ver servicios y precios',
  'Call about a bill': 'Llamar por una factura',
  'Schedule a Clinic Appointment': 'Hacer una cita en la clínica',
  'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online.':
    'Haga una cita en The Local Clinic, dentro de la tienda de su barrio, o consulte a un proveedor por internet.',
  'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online. Choose a time that suits you and skip the wait.':
    'Haga una cita en The Local Clinic, dentro de la tienda de su barrio, o consulte a un proveedor por internet. Elija el horario que le convenga y evite la espera.',
  'How it works': 'Cómo funciona',
  'Choose the care you need, your location and a date.': 'Elija la atención que necesita, el lugar y una fecha.',
  'Pick a clinic and a time that suits you.': 'Elija una clínica y un horario que le convenga.',
  'Tell us about the patient; it takes a few minutes.': 'Cuéntenos sobre el paciente; toma unos minutos.',
  'Get a confirmation code by email, and arrive 10 minutes early.':
    'Reciba un código de confirmación por correo electrónico y llegue 10 minutos antes.',
  'Walk-ins are welcome': 'También atendemos sin cita',
  'Most clinics also see walk-in patients. Check the current wait at your clinic before you come.':
    'La mayoría de las clínicas también atienden a pacientes sin cita. Revise la espera actual de su clínica antes de venir.',
  'Find an appointment': 'Buscar una cita',
  'Call the clinic line': 'Llamar a la línea de la clínica',
  'Pharmacy Vaccination Appointments': 'Citas de vacunación en la farmacia',
  'Flu, COVID-19 and other vaccines at the pharmacy counter, and how to book a vaccine online at The Local Clinic.':
    'Vacunas contra la gripe, el COVID-19 y otras en el mostrador de la farmacia, y cómo hacer una cita de vacunación por internet en The Local Clinic.',
  'Our pharmacists give flu, COVID-19 and other routine vaccines to patients 3 years and older. Pharmacy vaccine appointments are not booked on this site: call the pharmacy, or ask at the pharmacy counter in your store. To book a vaccine online, book it at The Local Clinic, inside the same stores.':
    'Nuestros farmacéuticos ponen vacunas contra la gripe, el COVID-19 y otras vacunas de rutina a pacientes de 3 años o más. Las citas de vacunación en la farmacia no se hacen en este sitio: llame a la farmacia o pregunte en el mostrador de la farmacia de su tienda. Para hacer una cita de vacunación por internet, hágala en The Local Clinic, dentro de las mismas tiendas.',
  'Vaccines at the pharmacy': 'Vacunas en la farmacia',
  Flu: 'Gripe',
  'COVID-19': 'COVID-19',
  Shingles: 'Culebrilla (herpes zóster)',
  Pneumonia: 'Neumonía',
  Tdap: 'Tdap',
  'Book online at The Local Clinic': 'Haga su cita por internet en The Local Clinic',
  'Choose the vaccines, a clinic and a time online. The clinic also sees younger children, gives travel vaccines, and can give a vaccine together with a visit.':
    'Elija por internet las vacunas, una clínica y un horario. La clínica también atiende a niños más pequeños, pone vacunas para viajeros y puede poner una vacuna durante una consulta.',
  'Book a vaccine at The Local Clinic': 'Hacer una cita de vacunación en The Local Clinic',
  'Call the pharmacy': 'Llamar a la farmacia',
  'Before You Arrive': 'Antes de llegar',
  'Arrive 10 minutes before your appointment time and check in at the clinic inside the store.':
    'Llegue 10 minutos antes de su cita y regístrese en la clínica dentro de la tienda.',
  'Bring a photo ID and your insurance card, if you have one.':
    'Traiga una identificación con foto y su tarjeta de seguro, si tiene.',
  'Bring a list of the medicines you take, including vitamins and supplements.':
    'Traiga una lista de los medicamentos que toma, incluidas las vitaminas y los suplementos.',
  'If you are getting a vaccine, wear a short-sleeved or loose-fitting top.':
    'Si le van a poner una vacuna, use una blusa o camisa de manga corta o holgada.',
  'If you are feeling unwell with a fever, call the clinic before you come in.':
    'Si se siente mal y tiene fiebre, llame a la clínica antes de venir.',
  'Before Your Video Visit': 'Antes de su consulta por video',
  'Install Zoom on the phone, tablet or computer you will use.':
    'Instale Zoom en el teléfono, la tableta o la computadora que va a usar.',
  'Find a quiet, private place with a good internet connection.':
    'Busque un lugar tranquilo y privado con buena conexión a internet.',
  'Have your photo ID, insurance card and a list of your medicines nearby.':
    'Tenga a mano su identificación con foto, su tarjeta de seguro y una lista de sus medicamentos.',
  'Join a few minutes early from the link in your confirmation email.':
    'Conéctese unos minutos antes con el enlace de su correo de confirmación.',
  'Be in the state you chose when you booked: our providers are licensed by state.':
    'Esté en el estado que eligió al hacer la cita: nuestros proveedores tienen licencia por estado.',
  'Before Your Dietitian Visit': 'Antes de su consulta con el dietista',
  'Write down your goals and any questions you want to ask.': 'Escriba sus metas y las preguntas que quiera hacer.',
  'Have a list of your medicines and any recent lab results nearby.':
    'Tenga a mano una lista de sus medicamentos y sus resultados de laboratorio recientes.',
  'Need a Ride to Your Appointment?': '¿Necesita transporte para llegar a su cita?',
  'Scan the QR code with your phone, or enter the promo code in the ride-share app.':
    'Escanee el código QR con su teléfono, o escriba el código promocional en la aplicación de transporte.',
  'Promo code': 'Código promocional',
  'Copy Code': 'Copiar el código',
  'Promo code copied': 'Se copió el código promocional',
  'Could not copy the code. Please select it and copy it yourself.':
    'No se pudo copiar el código. Selecciónelo y cópielo usted mismo.',
  'QR code that opens the ride-share offer': 'Código QR que abre la oferta de transporte',
  'Get the ride-share offer': 'Obtener la oferta de transporte',
  'Questions about your ride? Call {phone}.': '¿Preguntas sobre su transporte? Llame al {phone}.',
  'Download Zoom for Your Visit': 'Descargue Zoom para su consulta',
  'Your visit takes place over Zoom video. Install the free app before your appointment.':
    'Su consulta es por video en Zoom. Instale la aplicación gratuita antes de su cita.',
  'Zoom for Windows and Mac': 'Zoom para Windows y Mac',
  'Zoom for iPhone and iPad': 'Zoom para iPhone y iPad',
  'Zoom for Android': 'Zoom para Android',
};
