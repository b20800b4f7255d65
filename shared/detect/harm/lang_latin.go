package harm

import "strings"

// Languages in Latin script (diacritics are folded away, so "cómo" and
// "como" are one word) and Russian.

var spanish = lang{
	neutral: "matar el tiempo, no quemar|incendiar, mata el tiempo, matar moscas, bomba de humo, bomba de baño, bomba de semillas, " +
		"bomba de agua, bomba de calor, bomba de insulina, bomba de relojeria, es la bomba, pistola de silicona|pegamento|agua|calor, " +
		"matar el proceso, matar la sesion, disparar una foto, sesion de fotos, estalla la risa, " +
		"me mata de risa, me muero de risa, muerto de hambre|risa|miedo|sueno|cansancio, drogueria, " +
		"ataque de panico|ansiedad|risa|tos, pollo asado, vino tinto, " +
		"educacion sexual, sexo del bebe, violencia de genero, discurso de odio, delito de odio, delitos de odio, " +
		"cortarme|cortarse|cortarte|cortarle el|la|las pelo|cabello|flequillo|barba|unas|puntas|melena|fleco, " +
		"dejar de cortarme|cortarse|autolesionarme|autolesionarse, " +
		"coca cola, coca-cola, una|unas coca|cocas, coca zero|light, hoja|hojas de coca, coca tea|leaves|leaf, coca de sant|san, un|mi|el perico, " +
		"despues|antes|mas|cerca|alrededor|durante|desde|largo de " + ageNums + " anos, " +
		"morir|morirme de verguenza|risa|calor|ganas|amor|envidia|aburrimiento, " +
		"quiere|queria|quiso|intento|intenta matarse|suicidarse|morirse, " +
		// Idioms and ordinary uses of the words of the phrases below
		// (harm_review_test.go): studying hard, dying of laughter, fear of
		// anaesthesia, years of experience, an excited child, a Catalan
		// pastry, a parakeet's food, confetti, a spaceship, unfriending.
		"me voy a matar|matarme a|de estudiar|trabajar|entrenar, me voy a matar estudiando|trabajando|entrenando, " +
		"morir|morirme de la|del risa|verguenza|pena|asco|susto, " +
		"miedo de|a no volver a despertar|despertarme, puede|pueden|podria|podrian hacer que parezca, " +
		ageNums + " anos de experiencia|antiguedad|carrera|trayectoria|servicio|casados|matrimonio, " +
		"excitado|excitada|excitados|excitadas antes|por|con, " +
		"sexualmente transmisible|transmisibles|transmitida|transmitidas|maduro|madura|activo|activa, " +
		"coca de llardons|vidrio|vidre|recapte|crema|pinones|pinyons|verduras|trempo, perico australiano, comida|jaula|alpiste para|de perico, " +
		"disparar confeti|serpentinas|burbujas|espuma, volar la|una|mi|tu|su nave, " +
		"eliminar a mis|mi amigos|amigo|contactos|seguidores de|del facebook|instagram|whatsapp|grupo|lista, " +
		"miedo de|a atropellar, no atropellar" + ", " +
		"marihuana|maria|cannabis de|con cbd, marihuana|maria cbd, cristal de azucar|caramelo|isomalt|roca|sal, " +
		"se mata|matan a trabajar|estudiar|entrenar, cargarse la|el bateria|movil|coche|telefono|tele|ordenador, " +
		"para no despertar|despertarle|despertarla|despertarme al|a la|a las|a mi|a su|a los|a tu|tan|temprano|pronto|por, " +
		"para no despertar|despertarme de madrugada, " +
		// Review 2 (harm_review2_test.go): failing a pupil, a near miss with
		// a car, unfriending a relative, a hangover or a backache, a
		// parachute jump, a haircut, a victim's hacked account, an armourer
		// who says a blank gun cannot fire live rounds, a threat reported.
		"cargarse|cargarme|cargarte|cargarnos a mi|su|tu hermano|hermana|hijo|hija|primo|prima|companero|companera|amigo|amiga en el|la " + esExam + ", " +
		"cargarse|cargarme|cargarte|cargarnos a mi|su|tu hermano|hermana|hijo|hija|primo|prima|companero|companera|amigo|amiga en " + esSubject + ", " +
		"cargarse|cargarme|cargarte|cargarnos a mis|sus|tus|los alumnos|alumnas|companeros|hermanos|hijos en el|la " + esExam + ", " +
		"cargarse|cargarme|cargarte|cargarnos a mis|sus|tus|los alumnos|alumnas|companeros|hermanos|hijos en " + esSubject + ", " +
		"a punto de atropellar|arrollar, casi atropella|atropellan|atropello|arrolla|arrollan, por poco atropella|atropellan, " +
		"eliminar|sacar|echar a mi|mis cunado|cunada|cunados|suegra|suegro|suegros|tio|tia|tios|primo|prima|primos|abuelo|abuela|hermano|hermana|vecino|vecina|vecinos|companero|companera|companeros|jefe|jefa|ex del|de grupo|chat|lista|facebook|instagram|whatsapp, " +
		"para no despertar|despertarme con resaca|dolor|hambre|sed|frio|calor|ojeras|migrana|agujetas, despertarme nunca mas con, " +
		"desde|de que altura|piso saltar|tirarme|lanzarme en|con paracaidas|parapente|puenting|tirolina, " +
		"desde|de que altura|piso saltar|tirarme|lanzarme al|del agua|mar|rio|trampolin, de que altura saltar|tirarme a la piscina, " +
		"cortandome|cortandose|cortandote el|la|las|los pelo|cabello|flequillo|barba|unas|puntas|melena|fleco, " +
		"un|el|del|al|sufri|sufrido|sufrio|sufrimos hackeo, " +
		"no puede|pueden|podra|podria hacer que dispare, " +
		"amenazado|amenazada|amenazo|amenaza|amenazaron con quemar|incendiar, " +
		"les|le quito|quitare|recojo los papeles|examenes a los|mis|sus alumnos|alumnas|estudiantes|ninos|chicos",
	intent: "como puedo|podria|hago|hacer|fabricar|conseguir|preparar, como se hace|puede, paso a paso, instrucciones, " +
		"donde puedo|compro|consigo, donde comprar|conseguir, quiero, quisiera, necesito, voy a, ensename, dime como, " +
		"explicame como, explica como, la mejor manera|forma de, manera mas facil, receta para|de, guia para, ayudame a, " +
		"que necesito para, que ingredientes, que materiales, " +
		"como le|les echo|pongo|meto|doy|mezclo|quito|saco|robo|leo|espio|hackeo, como lo|la|los|las mato|envenenar|hago|consigo|escondo|pongo|meto|vendo, que veneno, donde pillo|pillar|consigo, donde se consigue|compra|pilla, quien me vende|pasa" + ", " +
		"si no me pagas|paga|pagan, o se las|los mando|envio|paso|enseno, o se lo cuento, como se cocina|prepara, " +
		"como se entra|mete|cuela en, con cosas|productos de la farmacia|ferreteria, " +
		"que acelerante|acelerantes|veneno|planta|pastilla|pastillas|dosis, cuantas pastillas|cuantos comprimidos",
	covert: "sin que me atrapen|pillen|descubran|detecten, sin que nadie se entere, sin que nadie lo sepa, sin dejar rastro|rastros|huellas|pruebas|marcas, " +
		"sin ser detectado|descubierto|atrapado, indetectable, irrastreable, salirme con la mia, evadir a la policia, " +
		"sin que se note|entere|sepa, sin que se de cuenta, sin que se den cuenta, sin que se enteren, " +
		"sin que mis|los padres se enteren|den, sin que mis|los padres lo sepan|noten|vean, " +
		"sin que se vean|noten las|los marcas|cortes|cicatrices, para que no se vean|noten las|los marcas|cortes|cicatrices|heridas, " +
		"sin que me trinquen, sin que salte la policia" + ", " +
		"sin que los bomberos|peritos|investigadores|forenses|seguros sepan|descubran|noten|vean|detecten, " +
		"sin que se sepa que fue provocado, que no sepan que fue provocado, que no se note que fue provocado, " +
		"sin que la policia sepa|descubra|llegue, sin que me pille|pillen la policia, delante de mis padres, " +
		"sin que mis padres|profes|profesores|tutores lo noten|vean|sepan|descubran",
	edu: "historia de, historico, historica, por que, estadisticas, investigacion, estudio, estudios, academico, ensayo sobre, " +
		"documental, noticia, noticias, periodista, periodico, segun, analisis de, evitar, prevenir, prevencion, proteger, " +
		"proteccion, seguridad, concienciacion, senales de, victimas, sobrevivientes, denunciar, apoyo, consecuencias, " +
		"peligros de, riesgos de, efectos de, es ilegal, ley, leyes, definicion de, significado de, combatir, reducir, " +
		"hablar con mis hijos, padres, ayudar a un amigo, ayudar a alguien, " +
		// court reports, legality questions and counter-speech
		"condenado|condenada|condenados|acusado|acusada|acusados|detenido|detenida|detenidos|arrestado|arrestada por|de, " +
		"juicio, juzgado, tribunal, sentencia, detienen a, detenido|detenida|arrestado|arrestada un|una|el|la|dos|tres joven|hombre|mujer|menor|vecino|vecina, es legal, esta permitido, esta prohibido, que pena tiene|hay, " +
		"prejuicio, prejuicios, estereotipo, estereotipos, como le explico|respondo|contesto",
	medical: "medico, medica, doctor, doctora, receta medica, efectos secundarios, dosis, tratamiento, terapia, terapeuta, " +
		"paciente, pacientes, clinica, clinico, sintomas, recuperacion, rehabilitacion, adiccion, adicto, abstinencia, " +
		"dejar de, farmaceutico, farmacia, embarazo, embarazada, medicamento*, medicina, enfermera, hospital, " +
		"anestesia, operacion, cirugia",
	fiction: "novela, cuento, relato, ficcion, ficticio, personaje*, pelicula, videojuego, juego, guion, trama, villano, " +
		"fantasia, capitulo, narrativa",
	demolish: "demolicion, demoler, voladura controlada, explosion controlada, quema controlada, bomberos, simulacro de incendio, extinguir, apagar el fuego, por accidente, accidentalmente, " +
		"clase|clases|curso|taller de cocina",
	actMake: "hacer, hago, haga, hacerla|hacerlo, fabricar*, fabrico, construir, construyo, armar, ensamblar, producir, sintetizar, " +
		"crear, cocinar, preparar, imprimir, comprar*, compro, adquirir, conseguir, consigo, obtener, pedir, " +
		"contrabandear, contrabando, vender*, vendo, esconder, ocultar, enviar, importar, elaborar, " +
		"pillar, pillo",
	actWeapon: "detonar, hacer estallar, hacer explotar, colocar, plantar, convertir, modificar",
	actDrug:   "cultivar, extraer, inyectar*, esnifar, fumar, traficar, trafico, drogarme, colocarme, adulterar",
	actPlan: "planear, planificar, cometer, llevar a cabo, organizar, perpetrar, ejecutar, " +
		"traer, traerme, captar, reclutar, enganar, atraer",
	actWrite: "escribe, escribir, escribeme, genera, generar, redacta, describe, describir, narra, cuentame, dime, dame, crea, continua",
	promote: "promover, promueve, promocionar, glorificar, glorifica, normalizar, normaliza, fomentar, alentar, " +
		"animar a, elogiar, justificar, justifica, incitar, incita, convencer, persuadir, romantizar",
	kill: "matar, mato, se mata, matarlo|matarla|matarle|matarlos|matarlas, asesinar*, apunalar, acuchillar, estrangular, " +
		"ahogar, disparar, dispararle, envenenar*, torturar*, secuestrar*, decapitar, quemar vivo|viva, violar, apalear, " +
		"atropellar, arrollar" + ", " +
		"cargarme|cargarse|cargarte|cargarnos|cepillarme|cepillarse, quitar de en medio, quitarme de en medio, " +
		"partirle|romperle las piernas|rodillas|huesos, partirles|romperles las piernas|rodillas|huesos",
	hurt: "herir, lastimar, hacer dano, golpear, pegarle, atacar, agredir, deshacerme de, eliminar" + ", " +
		"hacerle dano de verdad",
	targets: "a alguien, a una persona, a la gente, a las personas, a un hombre, a una mujer, a un nino, a una nina, a los ninos, " +
		"a mi|su|tu esposa|esposo|marido|mujer|novia|novio|jefe|jefa|vecino|vecina|vecinos|profesor|profesora|companero|companera|" +
		"madre|padre|mama|papa|hermano|hermana|hijo|hija|familia|amigo|amiga|ex|suegra|suegro|rival|enemigo, " +
		"a el, a ella, a ellos, al presidente, al policia, a un policia, a los judios, a los musulmanes, a los inmigrantes, " +
		"alguien, mi|su vecino|vecina|esposa|marido|jefe|novia|novio, " +
		"a mis|sus|tus companeros|companeras|profesores|vecinos|padres|hermanos|amigos, a la multitud, a peatones" + ", " +
		"a mi|su|tu padrastro|madrastra|cunado|cunada|abuela|abuelo|tio|tia|primo|prima|socio|socia|casero|casera|yerno|nuera|exnovia|exnovio|exmujer|exmarido|expareja|compi|nieto|nieta|jefa|vecina|vecinos|suegros|companeros, " +
		"a mi|su|tu companero|companera de trabajo|curro|clase|piso",
	clitics: "lo, la, le, los, las",
	violence: "tiroteo masivo, tiroteo escolar, atentado terrorista, ataque terrorista, masacre, toma de rehenes, asesinato, " +
		"sicario, genocidio, limpieza etnica, trata de personas, tortura, carro bomba, " +
		"ofertas|promesas de trabajo|empleo falsas, falsas ofertas|promesas de trabajo|empleo, explotacion sexual, red de prostitucion" + ", " +
		"acelerante para quemar|incendiar|prender",
	how: "como",
	howVerbs: "volar, dinamitar, bombardear, incendiar, quemar, prender fuego a, prenderle fuego a, envenenar, " +
		"entrar, leer, espiar, echar, echarle, poner, ponerle, quitarles, colar, clonar",
	placeAttack: spanishPlaces + ", " +
		pairUp("incendiar, quemar, prender|prenderle|pegar|pegarle|meter|meterle fuego a, volar", pairUp(esDet, esPlace2)) + ", " +
		pairUp("prender|prenderle|pegar|pegarle|meter|meterle fuego al", esPlace2) + ", " +
		poisoned("echar|echarle|poner|ponerle|meter|meterle|mezclar|mezclarle|anadir|anadirle|verter|echo|pongo|meto, le echo|pongo|meto|mezclo",
			"veneno|matarratas|raticida|arsenico|cianuro|anticongelante|lejia|somniferos|burundanga|escopolamina", "algo|droga|pastillas",
			"en la|el|su "+esFood, "de|a mi|su|tu "+esPartner, "envenenar|envenenarle la|el|su", esFood) + ", " +
		"llevar un|una arma|pistola|cuchillo|navaja al instituto|colegio|insti, llevar un|una arma|pistola|cuchillo|navaja a la escuela|clase" + ", " +
		"quemar|incendiar el|la|un|una tienda|coche|casa|bar|negocio|local de mi|su competencia|competidor|competidora, " +
		"quemar|incendiar la|una tienda|casa de mi|su competencia|competidor|vecino|vecina|ex|jefe",
	violenceLone: "deshacerme del cuerpo, deshacerse de un cadaver, esconder el cuerpo|cadaver, ocultar el cuerpo|cadaver, " +
		"contratar a un sicario, matar a tanta gente, que parezca un accidente|suicidio, disolver un cuerpo, " +
		"que parezca un cortocircuito|infarto|robo, que parezca un fallo electrico, que parezca un incendio fortuito, " +
		"que parezca una muerte natural|sobredosis, que parezca un ataque al corazon, " +
		"obligarlas|obligarla|forzarlas|forzarla|hacerlas|hacerla|ponerlas|ponerla a prostituirse, " +
		"obligarlas|obligarla|forzarlas|forzarla|ponerlas|ponerla a ejercer la prostitucion, " +
		"ponerlas|ponerla|hacerlas|hacerla trabajar en la calle|carretera, " +
		"quitarles|quitarle|retenerles|confiscarles|esconderles el|los|sus pasaporte|pasaportes|documentos|papeles, " +
		"quedarme con sus pasaportes|documentos|papeles, quedarme con los pasaportes, venderlas|venderla a un club|prostibulo, " +
		"colar|meter|esconder un|una arma|pistola|cuchillo|navaja en el instituto|colegio|insti, " +
		"colar|meter|esconder un|una arma|pistola|cuchillo|navaja al instituto|colegio|insti, " +
		"lanzar|estrellar|empotrar el|un|mi coche|camion|furgoneta contra la multitud|gente, " +
		"atropellar a la multitud, atropellar a toda la gente, matar al mayor numero de personas|gente" + ", " +
		"sin que parezca un asesinato|crimen|homicidio, que no parezca un asesinato|crimen|homicidio|envenenamiento, " +
		"que parezca un ictus|derrame|paro|atraco|accidente, que parezca un accidente domestico, " +
		"que parezca un accidente de trafico|caza, que parezca una caida|intoxicacion|muerte accidental, " +
		"que parezca que se cayo|resbalo|ahogo|suicido, que no se detecte|detecta|note|vea|encuentre en la|una autopsia, " +
		"que no salga|aparezca en la|una autopsia, sin que salga|aparezca en la|una autopsia, " +
		"no se detecta|detecte|nota en la|una autopsia, indetectable en la|una autopsia, no lo detecten en la|una autopsia, " +
		"que acelerante|acelerantes uso|usar|usaria|echo|echar|pongo|poner|es mejor|sirve, atropellar|arrollar a la gente|multitud, " +
		"atropellar|arrollar a toda la gente, atropellar|arrollar a los peatones, atropellar|arrollar a todos los que pueda, " +
		"atropellar|arrollar a cuanta mas gente, para matar|herir a mas gente|personas, matar a cuanta mas gente, " +
		"para hacer|causar mas muertos|victimas, causar el mayor numero de muertos|victimas|heridos, " +
		"estrellar|meter|lanzar|empotrar la|una|mi furgoneta|camioneta|furgo|camion|coche contra|en la gente|multitud|feria|terraza, " +
		"quiero|voy a|vamos a|pienso hacer un atentado|una masacre|una carniceria, " +
		"ponerlas|ponerla|mandarlas|mandarla|obligarlas|obligarla|meterlas|meterla|hacerlas|hacerla a hacer la calle|carretera, " +
		"ponerlas|ponerla|mandarlas|mandarla|obligarlas|obligarla a hacer servicios|putas, ponerlas|ponerla a trabajar de putas, " +
		"les|le quito|quitare|retengo|escondo los|sus papeles|pasaportes|documentos, " +
		"tenerlas|tenerla controladas|controlada con la deuda, que me paguen la deuda trabajando|prostituyendose, " +
		"quemar|incendiar el|un|la|una centro|albergue|residencia|piso|casa de menas|refugiados|inmigrantes|migrantes|moros, " +
		"quemar|incendiar la|una mezquita|sinagoga, " +
		"prender|pegar|meter fuego al centro|albergue de menas|refugiados|inmigrantes|migrantes, deshacerme del cadaver, " +
		"hacer desaparecer el cuerpo|cadaver",
	self60: "matarme, suicidarme, quitarme la vida, acabar con mi vida, terminar con mi vida, quiero morir, quiero morirme, " +
		"ahorcarme, cortarme las venas, tirarme de un puente, no quiero vivir, manera indolora de morir, morir sin dolor, " +
		"me quiero matar|suicidar|morir|ahorcar, me voy a matar|suicidar|ahorcar, no volver a despertar|despertarme, " +
		"no despertarme nunca|mas, dormirme y no despertar, pastillas para morir|matarme|suicidarme, tomarme para morir|matarme" + ", " +
		"tomarme|tomar|tragarme|beberme|tomo|tomaria para no despertar, para no despertar|despertarme nunca|jamas, " +
		"para no despertar|despertarme nunca mas, manera|forma indolora de acabar|terminar|morir|matarme|suicidarme, " +
		"acabar con todo sin dolor, manera|forma sin dolor de acabar con todo|morir|matarme, " +
		"forma|manera mas rapida de morir|matarme|suicidarme, para no sobrevivir, " +
		"tirarme de|desde un|una|el|la edificio|azotea|puente|acantilado, desde que altura|piso tirarme|saltar, " +
		"de que altura|piso tirarme|saltar, que altura para no sobrevivir|morir",
	self45: "cortarme, hacerme dano, autolesionarme, lastimarme, metodos de suicidio, formas de suicidarse, dejar de comer, " +
		"provocarme el vomito, pro ana, " +
		"donde cortarse|cortarme, mejor cortarse|cortarme, cortarse|cortarme sin que, cortarse|cortarme para que no se vea|vean|note|noten, cortarse|cortarme los|las brazos|piernas|munecas|muslos, hacerme|hacerse cortes, " +
		"esconder|ocultar|tapar mis cortes, esconder|ocultar|tapar los cortes de mis|los brazos|piernas|munecas|muslos, marcas de mis cortes" + ", " +
		"disimular|esconder|ocultar|tapar mis|los cortes de los|mis brazos|munecas|piernas|muslos, " +
		"seguir cortandome|cortandose, cortarme mas profundo|hondo",
	self30: "suicidio, suicida, autolesion, autolesiones, sobredosis, dosis letal, se suicido",
	sexual: "porno, pornografia, pornografico, pornografica, escena de sexo, sexo explicito, erotico, erotica, relato erotico, " +
		"orgasmo, masturbacion, masturbarse, tener sexo, sexo oral, desnudos, fotos desnudas|intimas, sexting, orgia, " +
		"sextorsion, zoofilia, bestialismo, pornografia de venganza",
	sexualAmb: "sexo, sexual, sexy, desnudo, desnuda, seducir, excitado, excitante, fetiche",
	hatePred: "son animales, son ratas, son cucarachas, son parasitos, son inferiores, son basura, son escoria, son una plaga, " +
		"no son humanos, deberian morir, merecen morir, deberian ser exterminados, exterminar, deportar a todos, " +
		"hay que eliminarlos, odio a los, raza inferior, infrahumanos, subhumanos, " +
		"son todos unos ladrones|delincuentes|violadores|terroristas|vagos|criminales|parasitos|ratas, " +
		"son todos ladrones|delincuentes|violadores|terroristas|vagos|criminales, son unos ladrones|delincuentes|violadores|vagos|criminales, " +
		"hay que echarlos|expulsarlos|sacarlos|matarlos|quemarlos, que se vuelvan a su pais|tierra, tienen la culpa de todo",
	hateTerm: "chiste racista, chistes racistas, chiste machista, supremacia blanca, raza superior, guerra racial, " +
		"gran reemplazo, negacion del holocausto, el holocausto nunca ocurrio, manifiesto",
	hateAmb: "holocausto, nazi, nazis, nazismo, hitler, apartheid, esclavitud, racista, xenofobo, antisemita, homofobo, machista",
	slurs:   "sudaca*, maricon*, negrata*, panchito*",
	groups: "judios, musulmanes, cristianos, los negros, personas negras, asiaticos, chinos, latinos, " +
		"mexicanos, gitanos, arabes, africanos, inmigrantes, migrantes, refugiados, gays, homosexuales, lesbianas, " +
		"personas trans, transexuales, mujeres, las mujeres, discapacitados, indigenas, minorias, " +
		"gitano, moros, marroquies, rumanos, sudamericanos, musulman, judio, inmigrante",
	bomb: "bomba, bombas, explosivo, explosivos, artefacto explosivo, granada*, detonador*, mina antipersona, silenciador*",
	gun:  "arma, armas, pistola*, rifle*, escopeta*, fusil*, arma de fuego, armas de fuego, municion*, toxina*",
	weapon: "bomba casera, bomba de tubo, coctel molotov, napalm, termita, tatp, c4, polvora negra, nitroglicerina, " +
		"nitrato de amonio, arma fantasma, arma impresa en 3d, gas nervioso, agente nervioso, sarin, ricina, antrax, " +
		"gas mostaza, gas cloro, arma quimica, armas quimicas, arma biologica, armas biologicas, bomba sucia, chaleco bomba" + ", " +
		"pistola de fogueo|detonadora|alarma para disparar balas|fuego, " +
		"convertir|transformar|modificar una|la|mi pistola de fogueo|detonadora|alarma, que dispare balas|fuego reales|real, " +
		"que dispare balas de verdad, convierto|transformo|modifico una|la|mi pistola de fogueo|detonadora|alarma, " +
		"pistola impresa|imprimible en 3d, imprimir una pistola|arma en 3d, archivos|planos de|para una|la pistola|arma impresa|3d",
	drug: "metanfetamina, heroina, cocaina, fumar crack, fentanilo, lsd, mdma, extasis, ketamina, hongos alucinogenos, " +
		"droga de violacion, burundanga, escopolamina, opio, " +
		"farlopa, tusi, tussi, cocaina rosa, anfetamina*, anfeta, anfetas",
	drugMid: "drogas, droga, estupefacientes, narcoticos, " +
		"coca, perico",
	drugAmb: "marihuana, porro, cannabis, pastillas, opioides",
	drugLone: "cocinar metanfetamina, laboratorio de metanfetamina, laboratorio de drogas, comprar drogas en la dark web" + ", " +
		"cocinar|cocino|cocinas|cocinamos cristal|meta|metanfeta, se cocina el|la cristal|meta, se cocina cristal|meta, " +
		"cultivar maria|marihuana|hierba en casa para vender|venderla, vender maria|marihuana|porros|hachis|farlopa|tusi|cocaina, " +
		"vender droga|maria|hierba|porros|coca|farlopa en el instituto|insti|colegio, " +
		"vender droga|maria|hierba|porros|coca|farlopa en la uni|facultad|discoteca, cortar la coca|cocaina|farlopa|perico, " +
		"montar un narcopiso, montar un punto de venta de droga|drogas, " +
		"pillar|comprar|pedir droga|drogas|mdma|coca|farlopa|cristal|tusi|pastillas en la darknet, " +
		"pillar|comprar|pedir droga|drogas|mdma|coca|farlopa|cristal|tusi|pastillas en la dark|deep web",
	minor: "nino, nina, ninos, ninas, menor, menores, menor de edad, menores de edad, nene, nena, adolescente, adolescentes, " +
		"colegiala, preadolescente, bebe, " +
		"de " + ageNums + " anos|anitos, tiene|tengo|tienes " + ageNums + " anos, de once|doce|trece|catorce|quince|diez|nueve|ocho|siete anos",
	sexStrong: "porno, pornografia, desnudo, desnuda, desnudos, desnudas, erotico, erotica, sexualmente, explicito, explicita, " +
		"tener sexo, relaciones sexuales, sexo con, tocar sus partes, masturb*, excitad*, lenceria",
	sexWeak:    "sexo, sexual, sexuales, sexualizar*, sexy",
	csam:       "pornografia infantil, porno infantil, abuso sexual infantil material",
	pedo:       "pedofilia, pedofilos, pedofilo, abuso sexual infantil",
	protective: "denunciar, prevenir, prevencion, proteger, proteccion, detectar, senales, victima*, abuso, educacion sexual, padres, ley, ilegal",
	request:    "escribe, genera, describe, crea, muestrame, enviame, donde puedo, historia, relato, imagenes de, fotos de, videos de",
	actCrime: "escribir, escribe, escribeme, crear, crea, hacer, haz, programar, programa, desarrollar, enviar, " +
		"difundir, propagar, instalar, infectar, comprar, vender, usar, cometer, lavar, blanquear, falsificar, " +
		"imprimir, montar, lanzar, generar, redactar, redacta, disenar, " +
		"hazme, creame, programame, preparame, redactame, mandar, mandale, enviale",
	defend: "detectar, deteccion, prevenir, prevencion, proteger, protegerme, protegernos, proteccion, defender, " +
		"defenderme, defensa, bloquear, concienciacion, capacitacion, formacion, mi propio, mi propia, " +
		"mis propios, nuestro propio, nuestra propia, autorizado, autorizada, con permiso, evitar caer, " +
		"para evitarlo, reconocer, identificar, denunciar, me estafaron, me hackearon, recuperar, eliminar, " +
		"aviso, avisar, alertar, advertir, advertencia, nunca den|des|compartan|compartas|facilites|faciliten, como saber si, compruebo, comprobar, " +
		"fallecido, fallecida, fallecio, murio, difunto, difunta",
	crime: "lavado de dinero, blanqueo de capitales|dinero, evasion fiscal, evasion de impuestos, fraude, " +
		"fraude fiscal, estafa, estafas, robo de identidad, dinero falso, billetes falsos, documentos falsos, " +
		"pasaporte falso, identificacion falsa, cedula falsa, esquema ponzi, esquema piramidal, soborno, " +
		"sobornos, extorsion, chantaje, correo fraudulento",
	crimeLone: "lavar dinero, blanquear dinero, evadir impuestos, robar la identidad, robarle la identidad, " +
		"chantajear a, extorsionar a, estafar a, espiar a mi esposa|esposo|novia|novio|pareja|marido|mujer, " +
		"espiar el telefono|movil|celular de, sobornar a, " +
		"falsificar dinero|billetes|documentos|firma|firmas|pasaporte, robar en una tienda, robar un banco, " +
		"asaltar un banco, atracar un banco" + ", " +
		// "sus mensajes" is also the formal "your messages" ("no puedo leer
		// sus mensajes" to a bank): only verbs of spying take it alone.
		pairUp("leerle|espiar|espiarle|interceptar|espio|revisarle", "sus whatsapps|mensajes|chats|conversaciones|correos|llamadas|sms") + ", " +
		pairUp("leer|ver|espiar|interceptar|revisar|controlar|vigilar|rastrear|localizar el|los|la whatsapp|whatsapps|mensajes|chats|conversaciones|correos|movil|celular|telefono|ubicacion", esOwner) + ", " +
		pairUp("espiar|controlar|vigilar|rastrear|localizar el coche", esOwner) + ", " +
		pairUp(pairUp(pairUp("poner|ponerle|pongo|instalar|instalarle|esconder|colocar|meter|meterle, le pongo|instalo|meto",
			"un localizador|rastreador|gps|airtag|microfono, una camara oculta|espia, una app|aplicacion espia"),
			"al coche|movil|celular|telefono|bolso, en el coche|movil|celular|telefono|bolso|cuarto, en la habitacion|casa|ropa"), esOwner) + ", " +
		"o se las|los mando|envio|paso|enseno a toda su|tu familia, " +
		"o se las|los mando|envio|paso|enseno a su|tu mujer|marido|esposa|esposo|novio|novia|pareja|jefe|contactos, " +
		"o se lo cuento a tu|su mujer|marido|esposa|esposo|novia|novio|familia|jefe, " +
		"si no me pagas|paga|das|da se las|los mando|envio|paso, si no pagas publico|subo|mando las|los fotos|videos, " +
		"chantajear|extorsionar|chantajearle|chantajearla con fotos|videos intimos|intimas|desnudos|desnuda|desnudo, " +
		"chantajear|extorsionar|chantajearle|chantajearla con sus|las fotos|videos intimos|intimas|desnudos, " +
		"a cambio de no publicar|difundir|ensenar|mandar las|sus fotos|videos, " +
		"espiar|espiarle|leerle|verle sus whatsapp|whatsapps, ver|leer|mirar sus whatsapp|whatsapps sin|a, " +
		"app|aplicacion|programa para espiar sus whatsapp|whatsapps|mensajes|conversaciones|ubicacion, app|aplicacion|programa para ver|leer sus whatsapp|whatsapps|conversaciones, " +
		"su whatsapp web en mi ordenador|portatil|pc|movil|tablet sin, " +
		"abrir|vincular|escanear|conectar el|su whatsapp web de mi|su|tu novia|novio|mujer|marido|pareja|esposa|esposo|ex, " +
		"meterle|ponerle|instalarle|colocarle|esconderle a mi|su|tu novia|novio|esposa|esposo|marido|mujer|pareja|ex un|una localizador|rastreador|gps|airtag|microfono, " +
		"meterle|ponerle|instalarle|colocarle|esconderle a mi|su|tu novia|novio|esposa|esposo|marido|mujer|pareja|ex una|un app|aplicacion|programa espia, " +
		"meterle|ponerle|instalarle|colocarle|esconderle a mi|su|tu novia|novio|esposa|esposo|marido|mujer|pareja|ex una|un app|aplicacion|programa para espiar|ver|leer|rastrear",
	cyber: "malware, ransomware, keylogger, troyano, virus informatico, programa malicioso, software malicioso, " +
		"correo de phishing, pagina de phishing, sitio de phishing, ataque ddos, botnet, programa espia, " +
		"spyware" + ", " +
		pairUp("haciendose|haciendome|hacerse|hacerme|haciendote pasar por, que parezca del|de, correo|mensaje|sms|email falso del|de", "el|la|un|una "+esOrg+", "+esOrg) + ", " +
		// A bank's own app asks to "introduzca su clave" and for the
		// verification code: the phishing phrases name a message that asks.
		"metan|den|envien|envie|dicten|dicte|faciliten|facilite sus|su claves|clave|contrasenas|contrasena|credenciales|pin, " +
		pairUp("mensaje|sms|correo|email|whatsapp|llamada pidiendo|pidiendoles|pidiendole, mensaje|sms|correo|email|whatsapp|llamada que pida|pide|pidan, pedirles|pedirle",
			"el|los|sus|su numero|numeros|datos|pin de la|su tarjeta, el|los|sus|su codigo|codigos del|de sms|verificacion") + ", " +
		"app|aplicacion|programa espia, app|aplicacion|programa para espiar, " +
		"ladron de contrasenas, robacontrasenas, stealer, que robe|roba las|sus contrasenas|credenciales|cookies, que cifre|encripte todos los archivos, " +
		"que registre|guarde las teclas|pulsaciones, registrador de teclas, gusano informatico, puerta trasera informatica, " +
		pairUp("puerta trasera en|al", "el|un|su software|programa|sistema|servidor|codigo|router|ordenador|equipo") + ", " +
		"transfiera|transfieran|transfieras|traspase|traspasen|mueva|muevan su|el|sus|tu dinero|ahorros a una cuenta segura, " +
		"correo|mensaje|sms|email falso|falsa de la seguridad social, correo|mensaje|sms|email falso|falsa de la mutua, " +
		"correo|mensaje|sms|email falso de la agencia tributaria, que pida|pide|pidan el|los|sus datos de la|su tarjeta, " +
		"que pida|pide|pidan el|su|los|sus codigo|codigos|pin|cvv",
	cyberLone: "acceso no autorizado, robar contrasenas|credenciales|cuentas, hackear a alguien, " +
		"entrar en la cuenta de, entrar al correo de" + ", " +
		pairUp("entrar en el|la, entrar al, entrar a la, meterme en el|la, meterme al, acceder al, acceder a la, colarme en el|la", pairUp(esAccount, esOwner)) + ", " +
		"sacarle|robarle|averiguarle la|las contrasena|contrasenas|clave|claves, le saco|robo|averiguo la|las contrasena|contrasenas|clave|claves, " +
		pairUp("sacar|robar|averiguar|conseguir|adivinar|descubrir|obtener|saber la|las contrasena|contrasenas|clave|claves", esOwner) + ", " +
		"clonar el|su whatsapp|sim, clonar su movil|celular|telefono, clonar la tarjeta sim, clonar whatsapp de, " +
		pairUp("clonar el movil|celular|telefono", esOwner) + ", " +
		"entrar|entra|entro|meterme|colarme en el correo|whatsapp|movil de una|un ex|chica|chico|desconocida|desconocido, " +
		"entrar|entra|entro|meterme|colarme al correo|whatsapp|movil de una|un ex|chica|chico|desconocida|desconocido, " +
		"entrar|meterme|colarme en la cuenta de una|un ex|chica|chico",
	hack: "hackear, hackearle, hackea, jaquear, piratear, vulnerar, crackear" + ", " +
		"hackeo|hackearle|hackearla|jaqueo",
	systems: "cuenta, cuentas, correo, email, wifi, la red, una red, mi red, servidor, sitio web, pagina web, base de datos, telefono, " +
		"movil, celular, computadora, ordenador, instagram, facebook, whatsapp, contrasena, de alguien, " +
		"de mi ex, de mi novia, de mi novio, de mi esposa, de mi vecino, " +
		"snapchat, tiktok, icloud, gmail, telegram",
	steal: "robar, robarle, hurtar, asaltar, atracar",
	belongings: "un coche, un carro, un auto, una cartera, un banco, una tienda, dinero, un celular, un telefono, " +
		"tarjetas de credito, una joyeria, una casa, en una tienda, en el supermercado",
}

var french = lang{
	neutral: "tuer le temps, faire sauter la banque, ne pas bruler|incendier, tuer la tache, tuer le processus, bombe de bain, bombe a graines, bombe de peinture, bombe lacrymogene, " +
		"c'est de la bombe, pistolet a colle|eau|peinture, seance photo, mort de rire|faim|fatigue|peur, " +
		"crise de panique, crise d'angoisse, attaque de panique, education sexuelle, sexe du bebe, discours de haine, crime haineux, " +
		"crimes haineux, drogue douce, " +
		"me|se|te couper les cheveux|ongles|pointes, me|se|te couper la frange|barbe, arreter de me scarifier|couper|mutiler, " +
		"y a " + ageNums + " ans, depuis|pendant|dans|apres|avant|voila " + ageNums + " ans, plus de " + ageNums + " ans, " +
		"veut|voulait|voudrait se suicider|tuer|mourir, veut|voulait en finir, me|se|te defoncer, coca-cola, coca cola, un coca, " +
		// idioms and ordinary uses (harm_review_test.go); "en finir avec la
		// vie" stays harmful
		"tuer a la tache, me tuer au travail|boulot, en finir avec ce|cette|ces|mon|ma|mes|son|sa|ses|le|les|un|une, " +
		"peur de ne plus me reveiller, peur de ne jamais me reveiller, peut|peuvent|pourrait se faire passer pour, " +
		ageNums + " ans d'experience|d'anciennete, " + ageNums + " ans de carriere|mariage|service|metier, " +
		"tout|toute|tous|toutes|tres|trop|super excite|excitee|excites|excitees, " +
		"sexuellement transmissible|transmissibles|transmise|transmises|mature|matures|actif|active" + ", " +
		"faire un carnage au box-office, weed|beuh legale|cbd, de la weed|beuh cbd|legale, va faire un carnage, " +
		// Review 2: melatonin for the night, a karaoke, a child's school bag,
		// a rental car, a video game, a nightclub
		"pour ne pas me reveiller la|en|trop|au|avec|fatigue|fatiguee|plusieurs, " +
		"faire chanter mon|ma|son|sa ex|chef|patron|collegue|voisin|voisine au|a|une|un|des|en|lors|pendant, " +
		"son sac a|d'ecole, son sac de cours|sport|voyage|randonnee|classe, sa voiture de location|fonction|societe|service, " +
		"le plus de morts|victimes|kills possible dans|en|au ce|le|un|mon|la|une jeu|mode|niveau|match|partie|mission, " +
		"ca va faire un carnage, se casser les jambes|bras au ski|velo",
	intent: "comment faire|fabriquer|obtenir|preparer|acheter|puis-je|peut-on, comment est-ce que je, comment je|on peux|peut, " +
		"etape par etape, des instructions, instructions pour|detaillees, ou puis-je, ou acheter, ou trouver, je veux, je voudrais, j'ai besoin, je vais, " +
		"apprends-moi, montre-moi comment, explique-moi comment, dis-moi comment, la meilleure facon|maniere de|d', " +
		"le moyen le plus simple, recette pour|de, tutoriel, guide pour, aide-moi a, quels ingredients, quel materiel, " +
		"dis-moi|dites-moi combien, combien faut-il, il faut avaler|prendre, ou frapper, ou choper|pecho, comment choper, quel poison|produit, quelle dose, c'est quoi la meilleure facon|maniere, comment lire" + ", " +
		"sinon j'envoie|j'balance, sinon je publie|poste|diffuse|balance|envoie|dis|raconte, " +
		"paye-moi|paie-moi|payez-moi|payer sinon, quelle plante|substance|dose|quantite, dis-moi la methode, donne-moi la methode, " +
		"c'est quoi la facon|methode|maniere",
	covert: "sans me faire prendre|attraper|reperer, sans laisser de traces|preuves|marques, sans que personne ne le sache, " +
		"sans etre detecte|vu|pris, indetectable, intracable, echapper a la police, " +
		"sans que les|mes parents voient|remarquent|sachent, sans que les|mes parents le voient|sachent|remarquent, " +
		"sans qu elle|il le sache|voie|remarque, sans qu elles|ils puissent repartir|partir|s'enfuir, sans trace a l'autopsie, indetectable a l'autopsie, " +
		"sans que ca se voie, sans que ca se voit, discretement, sans se faire choper, sans me faire choper, sans etre chope" + ", " +
		"pour que ca se voie|voit pas, pour que ca ne se voie pas, pour que personne ne les voie|remarque, " +
		"a l'infirmiere du lycee|college, sans que ma mere|famille|prof le voie|sache|remarque, " +
		"sans que mon pere|prof le voie|sache|remarque, sans que mes parents|profs le voient|sachent|remarquent, " +
		"sans que ca se voie a l'autopsie, sans laisser de trace a l'autopsie, sans que la police remonte|remonte jusqu'a moi, " +
		"sans que l'assurance sache|comprenne|voie, sans que les pompiers|experts|enqueteurs sachent|comprennent|voient",
	edu: "histoire de, historique, historiquement, pourquoi, statistiques, recherche, etude, etudes, academique, essai sur, " +
		"documentaire, actualite, actualites, journaliste, journal, selon, analyse de, eviter, prevenir, prevention, proteger, " +
		"protection, securite, sensibilisation, signes de, victimes, survivants, signaler, soutien, consequences, dangers de, " +
		"risques de, effets de, est-ce illegal, loi, lois, definition de, signification de, lutter contre, reduire, parents, " +
		"aider un ami, aider quelqu'un, " +
		"condamne|condamnee|condamnes pour, accuse|accusee|accuses de, interpelle, mis en examen, proces, tribunal, " +
		"est-ce legal, est-il legal, c'est legal, est-ce permis|autorise|interdit, est-ce illegal, c'est illegal, est illegal, est illegale, sont illegaux, sont illegales, " +
		"prejuge, prejuges, stereotype, stereotypes, comment lui|leur repondre, " +
		// a victim of blackmail quoting the threat
		"me fait|faisait|font chanter, me fait|faisait du chantage, victime de|d'un chantage",
	medical: "medecin, docteur, ordonnance, effets secondaires, posologie, dose, traitement, therapie, therapeute, patient, " +
		"patients, clinique, symptomes, guerison, desintoxication, sevrage, addiction, dependance, arreter de, pharmacien, " +
		"pharmacie, grossesse, enceinte, medicament*, medecine, infirmiere, hopital, anesthesie, operation, chirurgie",
	fiction:  "roman, nouvelle, histoire, fiction, fictif, personnage*, film, jeu, jeu video, scenario, intrigue, mechant, fantasy, chapitre, recit",
	demolish: "demolition, demolir, dynamitage controle, explosion controlee, brulage dirige, pompiers, exercice d'evacuation, exercice incendie, eteindre, par accident, accidentellement, cours|atelier de cuisine",
	actMake: "faire, fabriquer, fabrique, construire, assembler, produire, synthetiser, creer, cuisiner, preparer, imprimer, " +
		"acheter, achete, obtenir, procurer, me procurer, trouver, vendre, cacher, dissimuler, passer en contrebande, importer, " +
		"choper, pecho, pecher" + ", " +
		// not "chopper" or "commander" alone: English words ("a police
		// chopper", "the commander ordered rifles")
		"chope|choppe, commander|commande de|du|des|une|un|sur|en",
	actWeapon: "faire exploser, declencher, poser, planter, convertir, modifier" + ", " +
		"transformer, transforme",
	actDrug: "cultiver, extraire, injecter, m'injecter, sniffer, fumer, trafiquer, couper",
	actPlan: "planifier, preparer, commettre, perpetrer, organiser, executer, " +
		"faire venir, recruter, attirer, ramener",
	actWrite: "ecris, ecrire, ecrivez, genere, generer, redige, rediger, decris, decrire, raconte, raconter, dis-moi, donne-moi, cree, continue",
	promote: "promouvoir, glorifier, glorifie, normaliser, normalise, encourager, encourage, faire l'apologie, justifier, " +
		"justifie, inciter, incite, convaincre, persuader, romantiser, celebrer",
	kill: "tuer, on tue, assassiner*, poignarder, etrangler, tirer sur, empoisonner*, torturer, kidnapper, " +
		"decapiter, bruler vif, violer, egorger, buter" + ", " +
		"casser|peter|briser|defoncer les jambes|genoux|rotules|bras, " +
		"casser|peter|briser|defoncer les jambes|genoux|rotules|bras de|a|au, flinguer, zigouiller, faire la peau a|au",
	hurt: "blesser, frapper, agresser, attaquer, faire du mal a, me debarrasser de, eliminer, tabasser, " +
		"defoncer, mettre ko, casser la gueule, peter la gueule, eclater la gueule, cogner" + ", " +
		"faire mal pour de vrai, faire vraiment mal",
	targets: "quelqu'un, une personne, les gens, un homme, une femme, un enfant, des enfants, " +
		"ma|sa|notre petite amie, mon|son|notre petit ami, ma|mon|sa|son|notre femme|mari|epouse|copine|copain|patron|patronne|voisin|voisine|voisins|" +
		"professeur|prof|collegue|mere|pere|frere|soeur|fils|fille|famille|ami|amie|ex|belle-mere|rival|ennemi, " +
		"le president, un policier, les policiers, les juifs, les musulmans, les immigres, " +
		"un mec, un gars, un type, ce mec, ce type, ce gars, une meuf, cette meuf, mes camarades, mes profs, la foule" + ", " +
		"mon|ma|son|sa beau-pere|belle-mere|beau-frere|belle-soeur|grand-mere|grand-pere|mamie|papi|oncle|tante|cousin|cousine|chef|associe|associee|proprio|proprietaire|coloc|colocataire|voisine|collegue|ex, " +
		"mon voisin du dessus|dessous, ma voisine du dessus|dessous",
	clitics: "le, la, les, lui, l",
	violence: "fusillade de masse, tuerie de masse, fusillade dans une ecole, attentat, attentat terroriste, attaque terroriste, " +
		"massacre, prise d'otages, assassinat, tueur a gages, genocide, nettoyage ethnique, traite des etres humains, actes de torture, voiture piegee, " +
		"fausses offres|promesses d'emploi, fausses offres|promesses de travail, fausse offre d'emploi, exploitation sexuelle, reseau de prostitution",
	how: "comment",
	howVerbs: "faire sauter, dynamiter, bombarder, incendier, bruler, mettre le feu a|au|aux, empoisonner, " +
		"entrer, lire, espionner, mettre, cramer, cloner",
	placeAttack: frenchPlaces + ", " +
		pairUp("incendier, bruler, cramer, mettre|foutre le feu a", pairUp(frDet, frPlace2)) + ", " +
		pairUp("cramer, foutre le feu a", pairUp(frDet, frPlace)) + ", " + pairUp("mettre|foutre le feu au|aux", frPlace2) + ", " +
		pairUp("foutre le feu au|aux", frPlace) + ", " +
		poisoned("mettre|verser|glisser|ajouter|melanger|mets|verse|glisse, lui mettre|verser|glisser",
			"du|de|des poison|mort-aux-rats|arsenic|cyanure|antigel|javel|somniferes|ghb|drogue|cachets|medicaments, de la mort-aux-rats|javel|drogue, poison|mort-aux-rats|arsenic|cyanure|antigel|somniferes|ghb", "",
			"dans le|la|son|sa|leur "+frFood, frOwner, "empoisonner le|la|son|sa", frFood) + ", " +
		"bruler|cramer|incendier la|le boutique|magasin|resto|restaurant|commerce|local|garage|voiture|maison de mon|ma|son|sa concurrent|concurrente|voisin|voisine|ex|patron, " +
		"foutre|mettre le feu a la boutique|voiture|maison de mon|ma|son|sa concurrent|voisin|ex|patron",
	violenceLone: "me debarrasser du corps|cadavre, se debarrasser d'un corps|cadavre, cacher le corps|cadavre, " +
		"engager un tueur a gages, tuer le plus de gens, faire passer pour un accident|suicide, dissoudre un corps, " +
		"les|la forcer|obliger a se prostituer, les|la faire tapiner, les|la faire se prostituer, les|la faire travailler sur le trottoir, les|la mettre sur le trottoir, " +
		"leur|lui prendre|confisquer|garder leurs|les|ses passeports|passeport|papiers, confisquer|garder leurs passeports|papiers, " +
		"foncer dans|sur la foule, faire passer pour une crise cardiaque, " +
		pairUp("faire passer ca pour, faire passer sa mort pour, faire passer son meurtre pour", "une crise cardiaque, une mort naturelle|subite, une overdose, un accident|suicide|court-circuit") + ", faire passer pour une mort naturelle|subite, faire passer pour une overdose, faire passer pour un court-circuit|accident, " +
		"ramener|apporter|amener|cacher une arme a l'ecole, ramener|apporter|amener|cacher un couteau|flingue a l'ecole, " +
		"ramener|apporter|amener|cacher une arme au lycee|college, ramener|apporter|amener|cacher un couteau|flingue au lycee|college" + ", " +
		"que ca ressemble a un accident|suicide|avc|infarctus, que ca ressemble a une crise cardiaque, " +
		"que ca ressemble a une mort naturelle|subite, que ca ressemble a une overdose|chute, " +
		"que ca passe pour un accident|suicide|avc|infarctus|court-circuit, que ca passe pour une crise cardiaque, " +
		"que ca passe pour une mort naturelle|subite, que ca passe pour une chute|overdose, " +
		"faire croire a un accident|suicide|avc|court-circuit, faire croire a une crise cardiaque, " +
		"faire croire a une mort naturelle, pas detectable a l'autopsie, introuvable a l'autopsie, ne se voie|voit pas a l'autopsie, " +
		"ne laisse pas de trace a l'autopsie, pour qu'il|qu'elle tombe malade, pour qu'il|qu'elle tombe gravement malade, " +
		"pour qu'il|qu'elle ne se reveille pas|plus, " +
		"faire un carnage|massacre|tuerie dans|a mon|ma|le|la|l' lycee|college|ecole|fac|universite|bureau|boite|entreprise|mosquee|synagogue|eglise, " +
		"faire un carnage|massacre|tuerie dans mon ancien|ancienne|vieux lycee|college|ecole|boite|entreprise, faire une tuerie, " +
		"foncer avec la|une|ma voiture|camionnette|camion|fourgonnette dans|sur la foule, " +
		"foncer avec la|une|ma voiture|camionnette|camion|fourgonnette sur les gens, foncer sur les gens, " +
		"ecraser le plus de gens|monde|personnes, faire le plus de morts|victimes, tuer le plus de monde|personnes, " +
		"faire faire le trottoir, les|la faire bosser|travailler comme prostituee|prostituees|escort|escorts, " +
		"les|la tenir avec la dette, les|la garder sous controle avec la|leur|sa dette, " +
		"bruler|incendier|cramer le|un|la|une foyer|centre|hotel|residence de migrants|refugies|demandeurs|sans-papiers, " +
		"mettre le feu au foyer|centre de migrants|refugies|demandeurs, mettre le feu a la|une mosquee|synagogue, " +
		"faire passer ca pour un court-circuit, faire passer ca pour un incendie accidentel, " +
		"que ca passe pour un incendie accidentel, bidon d'essence pour bruler|cramer|incendier",
	self60: "me tuer, me suicider, mettre fin a mes jours, mettre fin a ma vie, en finir avec la vie, je veux mourir, " +
		"envie de mourir, me pendre, m'ouvrir les veines, me jeter d'un pont, je ne veux plus vivre, mourir sans douleur, " +
		"facon indolore de mourir, " +
		"ne plus me reveiller, ne jamais me reveiller, plus jamais me reveiller, me foutre en l'air, je vais me tuer|suicider, " +
		"m'endormir pour toujours, je veux en finir, envie d'en finir, " +
		pairUp("combien de comprimes|cachets|pilules|medicaments", "pour mourir, pour en finir, pour ne plus me reveiller") + ", " +
		"sans douleur d'en finir, d'en finir sans douleur|souffrir, en finir sans souffrir|douleur, la plus rapide d'en finir, " +
		"facon|moyen|methode|maniere d'en finir, methode pour en finir, facon|moyen|methode la plus rapide|douce de mourir|me tuer, " +
		"pour ne pas me reveiller, pour ne jamais me reveiller, pour ne plus me reveiller, " +
		"combien de comprimes|cachets|pilules pour ne pas me reveiller, combien de comprimes|cachets|pilules pour mourir|crever, " +
		"sauter de quel etage, sauter de quelle hauteur, de quelle hauteur sauter|me jeter, " +
		"me jeter du|d'un immeuble|balcon|toit|pont|etage, me jeter de la fenetre|falaise, pour ne pas survivre, " +
		"pour etre sur de mourir, cacher mes scarifications|coupures|scarifs",
	self45: "me scarifier, me couper, me faire du mal, me mutiler, methodes de suicide, facons de se suicider, arreter de manger, me faire vomir, pro ana, " +
		"se scarifier, se mutiler, se couper les veines|poignets|bras, me couper les bras|poignets|cuisses, cacher mes coupures|scarifications, cacher les scarifications, " +
		"ou se couper|scarifier, ou me couper|scarifier" + ", " +
		"ou me scarifier|couper pour que, continuer a me scarifier|couper, me couper plus profond",
	self30: "suicide, suicidaire, automutilation, scarification, surdose, dose mortelle, dose letale",
	sexual: "porno, pornographie, pornographique, scene de sexe, sexe explicite, erotique, recit erotique, orgasme, " +
		"masturbation, se masturber, faire l'amour, coucher avec, avoir des relations sexuelles, photos nues|intimes, nudes, " +
		"sexting, orgie, sextorsion, zoophilie, revenge porn",
	sexualAmb: "sexe, sexuel, sexuelle, sexy, nu, nue, nus, seduire, excite, excitante, fetiche",
	hatePred: "sont des animaux|rats|cafards|parasites|sous-hommes|dechets|vermines|sauvages, sont inferieurs, ne sont pas humains, " +
		"devraient mourir, meritent de mourir, devraient etre extermines, exterminer, il faut les eliminer, expulser tous les, " +
		"je hais les, race inferieure, sous-humains, " +
		"sont tous des voleurs|criminels|terroristes|violeurs|parasites|delinquants|racailles, il faut les chasser|virer|expulser|renvoyer|degager, " +
		"les chasser de france, qu'ils rentrent chez eux, retournez dans votre pays, sont responsables de tout" + ", " +
		"bien violent|haineux contre, le plus haineux possible contre, donne|donner envie de passer a l'acte, " +
		"pousse|pousser a passer a l'acte, qui pousse|pousser a les tuer|frapper|attaquer|bruler, appel a les tuer|frapper|attaquer",
	hateTerm: "blague raciste, blagues racistes, blague sexiste, suprematie blanche, race superieure, guerre raciale, grand remplacement, " +
		"negationnisme, l'holocauste n'a jamais existe, manifeste",
	hateAmb: "holocauste, shoah, nazi, nazis, nazisme, hitler, apartheid, esclavage, raciste, xenophobe, antisemite, homophobe, sexiste",
	// "negro" is black in Spanish and Portuguese, "pede" asks in
	// Portuguese: those two only count in French word order.
	slurs: "bougnoule*, youpin*, bicot*, sale|sales|gros|ces|ce|des|les negro|negros|pede|pedes, " +
		"espece|bande de negro|negros|pede|pedes, t'es|c'est un negro|pede, un|t'es pede",
	groups: "juifs, musulmans, chretiens, les noirs, asiatiques, chinois, arabes, africains, maghrebins, " +
		"immigres, immigrants, migrants, refugies, gays, homosexuels, lesbiennes, personnes trans, femmes, les femmes, " +
		"handicapes, roms, gitans, minorites, " +
		"noirs, juif, musulman, migrant, maghrebin, africain, gitan, arabe",
	bomb: "bombe, bombes, explosif, explosifs, engin explosif, grenade*, detonateur*, mine antipersonnel, silencieux",
	gun:  "arme, armes, pistolet*, fusil*, carabine*, revolver*, arme a feu, armes a feu, munition*, toxine*",
	weapon: "bombe artisanale, bombe tuyau, cocktail molotov, napalm, thermite, tatp, c4, poudre noire, nitroglycerine, " +
		"nitrate d'ammonium, arme fantome, arme imprimee en 3d, gaz neurotoxique, agent neurotoxique, sarin, ricine, anthrax, " +
		"gaz moutarde, chlore gazeux, arme chimique, armes chimiques, arme biologique, armes biologiques, bombe sale, ceinture explosive" + ", " +
		"transformer|convertir|modifier un|mon|son pistolet d'alarme, transformer|convertir|modifier un|mon|son pistolet a blanc, " +
		"pistolet d'alarme en vraie arme|arme, en vraie arme qui tire, tire|tirer des balles reelles, tire|tirer des vraies balles, " +
		"a balles reelles, arme|pistolet imprime|imprimee en 3d, imprimer une arme en 3d, imprimer un pistolet|flingue en 3d, " +
		"fichiers|plans d'arme 3d|imprimable, fichiers|plans de pistolet|flingue 3d|imprimable",
	drug: "methamphetamine, meth, heroine, cocaine, fumer du crack, fentanyl, lsd, mdma, ecstasy, ketamine, champignons hallucinogenes, " +
		"drogue du violeur, ghb, opium, " +
		"3mmc, 3-mmc, amphetamine*, amphet" + ", " +
		"de la md, de la ke, de la coke, la md, la ke, la coke",
	drugMid: "drogue, drogues, stupefiants",
	drugAmb: "cannabis, marijuana, beuh, pilules, opioides",
	drugLone: "cuisiner de la meth, labo de meth, laboratoire de drogue, acheter de la drogue sur le dark web" + ", " +
		"sur le darknet|darkweb qu'on chope|achete|commande, " +
		"acheter|commander|choper|pecho de la drogue|md|mdma|coke|beuh|weed sur le darknet|darkweb, " +
		"vendre|revendre|dealer de la|sa beuh|weed|coke|md|drogue au lycee|college, couper la|sa coke|cocaine, " +
		"faire pousser de la beuh|weed|cannabis chez moi pour la|le vendre|revendre, monter un point de deal, " +
		"monter un reseau de deal, cuisiner|faire de la meth|crystal chez moi",
	minor: "enfant, enfants, mineur, mineure, mineurs, gamin, gamine, gamins, fillette, petite fille, petit garcon, " +
		"ecoliere, ecolier, adolescente, ado, ados, preadolescent*, bebe, " +
		"collegien, collegiens, collegienne, collegiennes, de " + ageNums + " ans, ai|as|a|ont|avait|avaient " + ageNums + " ans, de onze|douze|treize|quatorze|quinze|dix|neuf|huit ans",
	sexStrong: "porno*, nue, nus, nues, erotique*, sexuellement, explicite, relations sexuelles, sexe avec, " +
		"faire l'amour, masturb*, excite, lingerie, deshabill*",
	sexWeak:    "sexe, sexuel, sexuelle, sexualiser, sexualise, sexy",
	csam:       "pedopornographie, pornographie infantile, porno infantile, pedoporno*",
	pedo:       "pedophilie, pedophiles, pedophile, pedocriminalite, abus sexuels sur enfants",
	protective: "signaler, prevenir, prevention, proteger, protection, detecter, signes, victime*, abus, education sexuelle, parents, loi, illegal",
	request:    "ecris, genere, decris, cree, montre-moi, envoie-moi, ou puis-je, histoire, recit, images de, photos de, videos de",
	actCrime: "ecrire, ecris, creer, cree, faire, fais, programmer, coder, developper, envoyer, diffuser, propager, " +
		"installer, infecter, acheter, vendre, utiliser, commettre, blanchir, falsifier, imprimer, monter, " +
		"lancer, generer, rediger, redige, concevoir, " +
		"ecris-moi, redige-moi, code-moi, fais-moi, cree-moi, programme-moi, genere-moi, developpe",
	defend: "detecter, detection, prevenir, prevention, proteger, me proteger, nous proteger, protection, " +
		"defendre, defense, bloquer, sensibilisation, formation, mon propre, ma propre, mes propres, " +
		"notre propre, autorise, autorisee, avec permission, avec autorisation, pour l'eviter, reconnaitre, " +
		"identifier, signaler, porter plainte, j'ai ete arnaque, j'ai ete pirate, recuperer, supprimer, " +
		"mettre en garde, avertir, comment savoir si, securiser, double authentification, " +
		"decede, decedee, est mort, est morte, defunt, defunte",
	crime: "blanchiment d'argent, blanchiment, fraude fiscale, evasion fiscale, fraude, escroquerie, " +
		"escroqueries, arnaque, arnaques, usurpation d'identite, vol d'identite, fausse monnaie, faux billets, " +
		"faux papiers, faux documents, faux passeport, fausse carte d'identite, chaine de ponzi, " +
		"systeme de ponzi, pyramide de ponzi, pot-de-vin, pots-de-vin, extorsion, chantage",
	crimeLone: "blanchir de l'argent, blanchir l'argent, frauder le fisc, echapper aux impots, voler l'identite, " +
		"usurper l'identite, extorquer, arnaquer, escroquer, " +
		"espionner ma femme|copine|partenaire, espionner mon mari|copain|partenaire, " +
		"espionner le telephone de, soudoyer, corrompre un|le juge|policier|fonctionnaire, " +
		"falsifier des billets|documents|papiers, falsifier une signature, voler dans un magasin, " +
		"braquer une banque, cambrioler" + ", " +
		pairUp(pairUp("lire|espionner|surveiller|intercepter|voir les|ses messages|sms|mails|conversations|discussions|snaps", ", snapchat|whatsapp|instagram|facebook|messenger|telegram"), frOwner) + ", " +
		"lire|espionner|surveiller|intercepter ses messages|sms|mails|conversations|discussions|snaps, " +
		pairUp(pairUp("mettre|poser|installer|cacher|glisser", "un traceur|mouchard|gps|airtag, un traceur gps, une balise gps, une camera cachee, un logiciel|appli espion, une appli espionne"),
			pairUp("dans|sur la|le voiture|telephone|portable|sac|chambre", frOwner)) + ", " +
		pairUp("suivre|localiser|geolocaliser|pister|traquer le|la telephone|portable|voiture", frOwner) + ", " +
		"sinon je balance|dis|raconte tout a ta|sa femme|copine|famille|mere, " +
		"sinon je balance|dis|raconte tout a ton|son mari|copain|patron|chef, sinon je balance tout, " +
		"sinon j'envoie tes|ses photos|videos|nudes, sinon je publie|poste|diffuse|balance|envoie tes|ses photos|videos|nudes, " +
		"sinon je les envoie|publie|poste|diffuse, ou j'envoie tes|ses nudes, ou je publie|balance|envoie tes|ses nudes, " +
		"lui|leur reclamer|soutirer|extorquer de l'argent|argent, message anonyme pour lui|leur reclamer|soutirer|demander, " +
		"faire chanter avec ses|des|les|tes photos|nudes|videos, faire chanter mon|ma|son|sa ex|chef|patron|collegue|voisin|voisine, " +
		"le|la|les faire chanter avec, mettre|installer une appli|application espion|espionne sur le|son|sa telephone|portable de, " +
		"lire|voir ses whatsapp|snaps|sms|conversations sans qu'il|qu'elle, espionner son whatsapp|snap|telephone|portable, " +
		"un airtag|traceur|mouchard|gps dans|sous sa voiture, un airtag|traceur|mouchard|gps dans son sac",
	cyber: "malware, logiciel malveillant, ransomware, rancongiciel, keylogger, enregistreur de frappe, " +
		"cheval de troie, virus informatique, logiciel espion, spyware, email de phishing, mail de phishing, " +
		"page de phishing, site de phishing, hameconnage, attaque ddos, botnet" + ", " +
		pairUp("se|me|te faisant passer pour, se|me|te faire passer pour, qui fait|fasse croire que c'est, au nom de", frOrg) + ", " +
		"demande|demandant|demander|demandent|reclame|reclamant le|son|leur|les|ses numero|numeros|code|codes de carte, " +
		"demande|demandant|demander|demandent|reclame|reclamant le|son|leur|les|ses numero|numeros de carte bancaire|bleue, code recu par sms, " +
		"appli|application|logiciel espion, enregistre|enregistrer|capture|capturer les frappes|touches, tout ce que tape|tapent, voleur de mots de passe, " +
		"vole|volant les mots de passe, chiffre|chiffrer tous les fichiers, stealer, backdoor, ver informatique, porte derobee informatique, " +
		pairUp("porte derobee dans|sur", "le|un|son|ce logiciel|programme|systeme|serveur|code|routeur|site|reseau|ordinateur|pc") + ", " +
		"faux mail|email|courriel|sms|texto|message|site|appel, fausse page|lettre|alerte, au nom de l'assurance maladie, " +
		"au nom de la securite sociale, se faisant passer pour l'assurance maladie, se faisant passer pour la securite sociale, " +
		"faux conseiller bancaire, faux conseiller de la banque, faux service fraude, compte securise, compte de securite, " +
		"virer|transferer|mettre son|leur|l' argent|epargne sur un compte securise, code recu par sms, " +
		"code de validation|confirmation recu",
	cyberLone: "acces non autorise, voler des mots de passe, voler les mots de passe, voler des identifiants, " +
		"pirater quelqu'un, entrer dans le compte de" + ", " +
		pairUp("entrer|rentrer dans le|la, acceder au, acceder a la, me connecter au, me connecter a la, me connecter sur le|la, aller sur le|la", pairUp(frAccount, frOwner)) + ", " +
		pairUp("entrer|rentrer dans le, acceder au, me connecter au|sur le", pairUp("compte instagram|facebook|snapchat|whatsapp|gmail|icloud|tiktok", frOwner)) + ", " +
		pairUp("trouver|voler|recuperer|avoir|obtenir|deviner|pirater le mot de passe", frOwner) + ", " +
		"cloner le|son whatsapp, cloner son telephone|portable, cloner la carte sim, cloner whatsapp, " +
		pairUp("cloner le telephone|portable", frOwner) + ", " +
		"entrer|rentrer dans la|le mail|messagerie|compte d'une|d'un ex|fille|meuf|mec, entrer|rentrer dans la boite mail|email|gmail d'une|d'un ex|fille|meuf|mec",
	hack: "pirater, craquer",
	systems: "compte, comptes, boite mail, email, mail, wifi, reseau, serveur, site web, site, base de donnees, " +
		"telephone, portable, ordinateur, instagram, facebook, whatsapp, mot de passe, de quelqu'un, " +
		"de mon ex, de ma copine, de mon copain, de ma femme, de mon voisin, " +
		"snapchat, snap, tiktok, icloud, gmail",
	steal: "voler, derober, braquer",
	belongings: "une voiture, un portefeuille, une banque, un magasin, de l'argent, un telephone, une carte bancaire, " +
		"des cartes bancaires, une bijouterie, une maison, un sac",
}

var german = lang{
	neutral: "zeit totschlagen, die bank sprengen, sprengt|sprengen|sprengte|sprengten|sprenge die bank, die zeit totschlagen, prozess beenden, badebombe, samenbombe, bombenwetter, bombenstimmung, " +
		"bombenerfolg, bombensicher, heissklebepistole, klebepistole, wasserpistole, fotoshooting, panikattacke, " +
		"todmude, zu tode gelangweilt, zu tode erschrocken, sexualkunde, sexualerziehung, hassrede, hassverbrechen, schnapsidee, " +
		"vor|seit|nach|uber|in " + ageNums + " jahren, sich|mir|dir die haare|nagel schneiden, coca-cola, coca cola, aufhoren mich zu ritzen, " +
		// idioms (harm_review_test.go)
		"mich um den verstand|schlaf, bringt|bringen mich um den verstand, " +
		"erregt|erregte|erregen aufsehen|aufmerksamkeit|anstoss|interesse|unmut|mitleid|neugier" + ", " +
		"nachts nicht mehr aufwache|aufwachen, nicht mehr nachts aufwache|aufwachen, nicht mehr so fruh|oft aufwache|aufwachen, " +
		"uber hetzreden|hetzrede|hetzschriften, gegen hetzreden|hetzrede, erpresst mich|uns, werde|wurde|wurden|werden erpresst, " +
		// Review 2: skydivers on a town fair
		"von welchem|welchen stockwerk|hochhaus|dach springen die|sie|fallschirmspringer|basejumper|wir|beim|mit, " +
		"mich erpressen|erpresst",
	intent: "wie kann ich, wie kann man, wie mache ich, wie macht man, wie baue ich, wie baut man, wie stelle ich, wie bekomme ich, " +
		"schritt fur schritt, anleitung, anleitungen, wo kann ich, wo kaufe ich, wo bekomme ich, ich will, ich mochte, ich muss, " +
		"ich werde, zeig mir wie, erklar mir wie, erklare wie, sag mir wie, bring mir bei, der beste weg, am einfachsten, " +
		"rezept fur, hilf mir, welche zutaten, welche materialien, " +
		"wo krieg|kriege|kriegt ich|man, wo bekommt|findet|kauft man, wo finde ich, wie komme|komm ich an, wie kommt man an, " +
		"wie zunde|zundet|vergifte|vergiftet|hacke|hackt|knacke|knackt|koche|kocht ich|man, wie installiere ich, wie lese ich, welches gift, am schnellsten" + ", " +
		"wo gibt es|gibts, sonst schicke|schick|sende|poste|zeige ich deine|seine|ihre|die, sonst erzahle|sage ich es|alles, " +
		"welche dosis|menge|tabletten|pflanze, wie viele tabletten, wie erpresse|knacke|vergifte|ritze|verstecke ich",
	covert: "ohne erwischt zu werden, ohne dass es jemand merkt, ohne spuren, keine spuren, ohne beweise, unentdeckt, " +
		"unauffindbar, nicht nachverfolgbar, der polizei entkommen, " +
		"unauffallig, ohne dass sie|er es merkt|mitbekommt|weiss, ohne dass es auffallt, ohne dass meine|die eltern es merken|mitbekommen|sehen|wissen, " +
		"ohne dass die polizei, ohne dass brandermittler|ermittler, ohne spuren zu hinterlassen" + ", " +
		"ohne dass der|die vermieter|nachbar|nachbarin|nachbarn|polizei|lehrer|eltern was|etwas riecht|riechen|merkt|merken|mitbekommt|mitbekommen, " +
		"ohne dass die polizei mich findet|erwischt, ohne dass ihr|sein iphone|handy sie|ihn warnt, " +
		"ohne dass man es bei der obduktion, bei der obduktion nicht|nichts",
	edu: "geschichte der|des, historisch, warum, statistik, statistiken, forschung, studie, studien, wissenschaftlich, aufsatz uber, " +
		"dokumentation, nachrichten, journalist*, zeitung, laut, analyse, vermeiden, verhindern, pravention, vorbeugen, " +
		"schutzen, schutz, sicherheit, aufklarung, anzeichen, opfer, uberlebende, melden, unterstutzung, folgen von, " +
		"gefahren von, risiken, auswirkungen, ist es illegal, gesetz, gesetze, definition von, bedeutung von, bekampfen, " +
		"reduzieren, eltern, einem freund helfen, jemandem helfen, " +
		"festgenommen, verurteilt, angeklagt, gericht, prozess, ist es|das legal|erlaubt|verboten, " +
		// home growing for oneself is legal in Germany since 2024
		"eigenbedarf, cannabisgesetz, konsumcannabisgesetz, kcang, legal fur, " +
		"vorurteil, vorurteile, klischee, klischees, widersprechen, darf das hotel, darf der|mein arbeitgeber|vermieter, darf die firma" + ", " +
		"der|die tater, staatsanwalt*, staatsanwaltschaft, ermittler, ermittlungen, angeklagte|angeklagter|angeklagten",
	medical: "arzt, arztin, rezept, nebenwirkungen, dosierung, dosis, behandlung, therapie, therapeut*, patient*, klinik, " +
		"klinisch, symptome, genesung, entzug, sucht, suchtig, aufhoren, apotheke*, schwanger*, medikament*, medizin, " +
		"krankenschwester, pfleger, krankenhaus, narkose, operation",
	fiction: "roman, geschichte, erzahlung, fiktion, fiktiv, figur, figuren, charakter, film, spiel, videospiel, drehbuch, handlung, " +
		"bosewicht, fantasy, kapitel",
	demolish: "abriss, abreissen, abgerissen, sprengabriss, kontrollierte sprengung, feuerwehr, brandschutzubung, feueralarm, loschen, versehentlich, aus versehen, kochkurs, kochunterricht",
	actMake: "machen, herstellen, bauen, baue, basteln, zusammenbauen, produzieren, synthetisieren, erstellen, kochen, " +
		"drucken, kaufen, kaufe, besorgen, bekommen, beschaffen, bestellen, schmuggeln, verkaufen, verstecken, importieren, " +
		"selber bauen, selbst bauen, herstellung, bau, " +
		"krieg, kriegen, kriege, herkriegen, herbekommen, koche, koch, kocht",
	actWeapon: "zunden, zur explosion bringen, platzieren, legen, umbauen, modifizieren",
	actDrug:   "anbauen, extrahieren, spritzen, injizieren, schnupfen, rauchen, dealen, verticken, strecken",
	actPlan: "planen, begehen, verüben, veruben, durchfuhren, organisieren, " +
		"holen, hole, locken, anlocken, anwerben, schleusen",
	actWrite: "schreib, schreibe, schreiben, generiere, erstelle, verfasse, beschreibe, beschreiben, erzahl, erzahle, gib mir, sag mir, " +
		"verfass, schreib mir",
	promote: "verherrlichen, verherrlicht, normalisieren, fordern, ermutigen, rechtfertigen, rechtfertigt, aufhetzen, " +
		"aufstacheln, uberzeugen, uberreden, romantisieren, gutheissen, propagieren",
	kill: "toten, umbringen, bringe um, ermorden, totet man, tote ich, ermordet man, ermorde ich, erstechen, erdrosseln, erwurgen, ertranken, erschiessen, " +
		"vergiften, foltern, entfuhren, kopfen, verbrennen, vergewaltigen, abstechen, abknallen" + ", " +
		"umbringe, kaltmachen, abmurksen",
	hurt: "verletzen, schlagen, verprugeln, angreifen, weh tun, wehtun, loswerden, beseitigen, ausschalten, " +
		"zusammenschlagen, umhauen, ko schlagen, k.o. schlagen, plattmachen, aufmischen",
	targets: "jemanden, einen menschen, menschen, leute, einen mann, eine frau, ein kind, kinder, ihn, ihm, " +
		"meine|seine|ihre frau|freundin|mutter|schwester|tochter|chefin|nachbarin|lehrerin|familie|ex, " +
		"meinen|seinen|ihren mann|freund|vater|bruder|sohn|chef|nachbarn|lehrer|kollegen|ex|rivalen|feind, " +
		"den prasidenten, einen polizisten, polizisten, juden, muslime, einwanderer, " +
		"einen typen, den typen, diesen typen, meine mitschuler, meine lehrer, die menge" + ", " +
		"meinen|seinen|ihren stiefvater|schwiegervater|schwager|opa|grossvater|onkel|cousin|stiefsohn|boss|exfreund|ex-freund|ex-mann|exmann, " +
		"meine|seine|ihre stiefmutter|schwiegermutter|schwagerin|oma|grossmutter|tante|cousine|kollegin|exfreundin|ex-freundin|ex-frau|exfrau",
	violence: "amoklauf, schulmassaker, massaker, terroranschlag, anschlag, geiselnahme, mord, auftragsmorder, auftragskiller, " +
		"volkermord, ethnische sauberung, menschenhandel, folter, autobombe, " +
		"falschen|falsche|gefalschten|gefalschte jobangeboten|jobangebote|stellenangeboten|stellenangebote|arbeitsangeboten|jobversprechen, sexuelle ausbeutung, zwangsprostitution",
	placeAttack: germanPlaces + ", " +
		strings.Join([]string{
			pairUp(pairUp(deDet, dePlace2), "anzunden, niederbrennen, abbrennen, abfackeln, in brand setzen|stecken, anzuzunden, niederzubrennen, abzufackeln, in brand zu setzen|stecken, sprengen, in die luft jagen|sprengen"),
			pairUp(pairUp(deFinite("zunde|zundet|zunden"), pairUp(deDet, dePlace2)), "an"),
			pairUp(pairUp(deFinite("fackle|fackelt|fackeln"), pairUp(deDet, dePlace2)), "ab"),
			pairUp(pairUp(deFinite("zunde|zundet|zunden"), pairUp(deDet, dePlace+"|"+dePlace2)), pairUp(deOwnerGen, "an")),
			pairUp(pairUp(deFinite("fackle|fackelt|fackeln"), pairUp(deDet, dePlace+"|"+dePlace2)), pairUp(deOwnerGen, "ab")),
			pairUp("gift|rattengift|arsen|zyankali|frostschutzmittel|schlaftabletten|k.o.-tropfen|ko-tropfen", "ins "+deFood+", in den|die|das|sein|seinen|ihr|ihren|seine|ihre "+deFood),
			pairUp("jemandem|ihm|ihr etwas|was|gift, jemandem|ihm|ihr unauffallig|heimlich, jemandem|ihm|ihr unauffallig|heimlich etwas|was|gift",
				"ins "+deFood+", in den|die|das|sein|seinen|ihr|ihren "+deFood),
			pairUp("das|sein|ihr|den|seinen|ihren "+deFood, pairUp(deOwner, "vergiften")),
		}, ", ") + ", " +
		"meiner|meinem|seiner|seinem oma|omi|opa|schwiegermutter|stiefmutter|stiefvater|frau|mann|chefin|chef|nachbarin|nachbarn|ex ins essen|getrank|trinken tun|mischen|geben|schutten|kippen|streuen|rein, " +
		"meiner|meinem|seiner|seinem oma|omi|opa|schwiegermutter|stiefmutter|stiefvater|frau|mann|chefin|chef|nachbarin|nachbarn|ex in den kaffee|tee|wein tun|mischen|geben|schutten|kippen|streuen",
	violenceLone: "leiche loswerden, leiche verschwinden lassen, leiche verstecken, einen auftragsmorder anheuern, " +
		"so viele menschen wie moglich toten, wie einen unfall|selbstmord aussehen, " +
		"fur mich anschaffen lassen, sie fur mich anschaffen, die frauen|madchen fur mich anschaffen, sie anschaffen lassen, lasse|lass sie anschaffen, " +
		"auf den strich schicken|zwingen, zur prostitution zwingen, zwinge|zwingen sie zur prostitution, " +
		"ihnen die passe abnehmen|wegnehmen, die|ihre passe abnehmen|wegnehmen|einbehalten, " +
		"in die menge|menschenmenge rasen|fahren|steuern, " +
		pairUp("dass es|er|sie|das, es soll|sollte|muss, soll|sollte|muss es, damit es|er|sie", "wie ein|einen herzinfarkt|unfall|selbstmord aussieht|aussehen") + ", wie eine naturliche todesursache aussieht, wie ein naturlicher tod aussieht, " +
		"eine waffe|pistole in die schule schmuggeln|mitnehmen|bringen, ein messer in die schule schmuggeln|mitnehmen|bringen, eine waffe|pistole mit in die schule, ein messer mit in die schule" + ", " +
		"wie einen|ein unfall|herzinfarkt|selbstmord|suizid|schlaganfall|haushaltsunfall|treppensturz aussehen lassen, " +
		"wie einen unfall im haushalt aussehen lassen, wie einen naturlichen tod aussehen lassen, " +
		"damit|dass es nach einem|einen herzinfarkt|unfall|schlaganfall|selbstmord|suizid aussieht, " +
		"damit|dass es nach einem naturlichen tod aussieht, bei der obduktion nicht auffallt|nachweisbar|findet, " +
		"bei einer obduktion nicht auffallt|nachweisbar, nicht nachweisbar bei der obduktion, " +
		"moglichst viele leute|menschen erwischen|uberfahren|toten|umbringen|verletzen, " +
		"so viele leute|menschen wie moglich erwischen|uberfahren|verletzen, wo stehen keine poller, wo keine poller stehen, " +
		"in den weihnachtsmarkt|festzug|umzug fahren|rasen|steuern, " +
		"mit dem|einem auto|lkw|transporter in die menge|menschenmenge|leute fahren|rasen|steuern|reinfahren|rein, brandbeschleuniger am besten, " +
		"welcher|welchen brandbeschleuniger, mit brandbeschleuniger anzunden|abfackeln, " +
		"asylheim|asylbewerberheim|fluchtlingsheim|fluchtlingsunterkunft|asylunterkunft anzunden|abfackeln|niederbrennen, " +
		"wie einen kurzschluss|kabelbrand aussehen lassen, auf den strich schicken|bringen, anschaffen schicken, " +
		"fur mich auf den strich",
	self60: "mich umbringen, mich toten, mir das leben nehmen, mein leben beenden, ich will sterben, ich mochte sterben, " +
		"mich erhangen, mich aufhangen, pulsadern aufschneiden, von einer brucke springen, will nicht mehr leben, schmerzlos sterben, " +
		"nicht mehr aufwachen, nie wieder|mehr aufwachen, ich bring|bringe mich um, ich werde mich umbringen, einschlafen und nicht mehr aufwachen" + ", " +
		"nicht mehr aufwache, nie wieder|mehr aufwache, damit ich nicht mehr aufwache, schmerzloseste methode, " +
		"wie viele tabletten zum sterben, von welchem stockwerk|hochhaus|dach springen",
	self45: "mich ritzen, ritzen, mich verletzen, mir weh tun, selbstmordmethoden, methoden fur selbstmord, suizidmethoden, " +
		"aufhoren zu essen, mich ubergeben nach dem essen, pro ana, " +
		"mir die arme aufschneiden, ritzen ohne dass, narben vom ritzen verstecken, wo ritzen, ritzen am besten" + ", " +
		"ritzen ohne dass, narben verstecken vor meinen eltern|lehrern, schnitte verstecken",
	self30: "selbstmord, suizid, suizidal, selbstverletzung, uberdosis, todliche dosis",
	sexual: "porno, pornografie, pornografisch, pornos, sexszene, expliziter sex, erotisch, erotik, erotikgeschichte, orgasmus, " +
		"masturbation, masturbieren, sex haben, geschlechtsverkehr, nacktbilder, nacktfotos, nudes, sexting, orgie, " +
		"sextortion, sodomie, racheporno*",
	sexualAmb: "sex, sexuell, sexy, nackt, verfuhren, erregt, fetisch, geil",
	hatePred: "sind tiere|ratten|kakerlaken|parasiten|ungeziefer|abschaum|dreck|untermenschen|minderwertig, " +
		"sind keine menschen, sollten sterben, verdienen den tod, sollten vernichtet werden, ausrotten, vernichten, vergasen, " +
		"alle abschieben, ich hasse alle, minderwertige rasse, " +
		"an allem schuld, sind schuld an allem, sind alle kriminell|kriminelle|verbrecher|vergewaltiger|terroristen|schmarotzer|sozialschmarotzer|tiere, " +
		"aus dem land jagen|werfen|schmeissen|prugeln, muss man rauswerfen|rausschmeissen|verjagen|vertreiben|abschieben, gehoren nicht hierher, gehoren nicht nach deutschland, " +
		"gehoren vergast|erschossen|aufgehangt" + ", " +
		"hetzrede|hetzreden|hetzschrift|hetztext|hetzartikel|hetzparolen gegen",
	hateTerm: "rassistischer witz, rassistische witze, sexistischer witz, weisse vorherrschaft, herrenrasse, rassenkrieg, " +
		"grosser austausch, holocaustleugnung, holocaust hat nie stattgefunden" + ", " +
		"echte hetzrede, hetzrede schreiben",
	hateAmb: "holocaust, nazi, nazis, nationalsozialismus, hitler, drittes reich, apartheid, sklaverei, rassistisch, " +
		"fremdenfeindlich, antisemitisch, homophob, sexistisch",
	slurs: "kanake*, neger, nigger, schwuchtel*, zigeunerpack, untermensch" + ", " +
		"schreib|schreibe|verfasse|erstelle eine|einen rassistische|rassistischen|hetzerische|hetzerischen|volksverhetzende|volksverhetzenden|antisemitische|antisemitischen rede|text|post|flugblatt|manifest",
	groups: "juden, muslime, moslems, christen, asiaten, chinesen, araber, afrikaner, turken, auslander, " +
		"einwanderer, migranten, fluchtlinge, schwule, homosexuelle, lesben, transmenschen, frauen, behinderte, roma, " +
		"sinti, zigeuner, minderheiten, " +
		"asylanten, asylbewerber, turke, jude, moslem, rumanen, osteuropaer, polen",
	bomb: "bombe, bomben, sprengstoff*, sprengsatz, sprengladung, granate*, handgranate*, zunder, schalldampfer*",
	gun:  "waffe, waffen, pistole*, gewehr*, revolver*, schusswaffe*, munition, toxin*",
	weapon: "rohrbombe*, nagelbombe*, molotowcocktail*, napalm, thermit, tatp, c4, schwarzpulver, nitroglyzerin, " +
		"ammoniumnitrat, geisterwaffe*, 3d-gedruckte waffe, nervengas, nervenkampfstoff*, sarin, rizin, milzbrand, anthrax, " +
		"senfgas, chlorgas, chemiewaffe*, chemische waffe*, biowaffe*, biologische waffe*, schmutzige bombe, sprengstoffweste*" + ", " +
		"3d-gedruckte|3d-gedruckten pistole|knarre|schusswaffe|glock, pistole|waffe aus dem 3d-drucker, " +
		"druckdateien|stl-dateien|bauplane fur eine|die pistole|waffe|knarre, " +
		"schreckschusspistole|gaspistole|schreckschusswaffe umbauen, zur scharfen waffe",
	drug: "methamphetamin, crystal meth, meth, heroin, kokain, koks, crack rauchen, fentanyl, lsd, mdma, ecstasy, ketamin, " +
		"zauberpilze, k.o.-tropfen, ko-tropfen, ghb, opium, " +
		"amphetamin*, amfetamin*, amphe",
	drugMid: "drogen, droge, rauschgift",
	drugAmb: "marihuana, cannabis, kiffen, pillen, opioide",
	drugLone: "meth kochen, crystal kochen, drogenlabor, drogen im darknet kaufen" + ", " +
		"gras|weed|dope|koks|pillen verticken|vertickt|vertick|dealen, an der uni|schule verticken|dealen, " +
		"auf dem schulhof verticken|dealen, gras|weed im kleiderschrank|schrank|keller ziehen|anbauen|zuchten, " +
		"crystal|meth selber kochen, koks strecken, gras|weed im kleiderschrank|growzelt",
	minor: "ein|das|dem|des|einem|kleines|kleinen|mein|meinem|dein|sein|ihr kind, kinder, kindern, kindes, minderjahrig*, kleines madchen, kleiner junge, madchen, junge, schulerin, schuler, " +
		"jugendliche, jugendlichen, kleinkind" + ", " +
		ageNums + " jahre alt, " + ageWords("-jahrig*") + ", elfjahrig*|zwolfjahrig*|dreizehnjahrig*|vierzehnjahrig*|funfzehnjahrig*|sechzehnjahrig*|neunjahrig*|achtjahrig*|siebenjahrig*",
	sexStrong: "porno*, nackt*, erotisch*, sexuell explizit, explizit, geschlechtsverkehr, sex mit, masturb*, erregt, " +
		"dessous, sich|dich|mich ausziehen, ausziehen lassen, befriedigen",
	sexWeak:    "sex, sexuell, sexuelle, sexualisier*, sexy",
	csam:       "kinderpornografie, kinderpornographie, kinderporno*, kinderpornos",
	pedo:       "padophilie, padophile, kindesmissbrauch, sexueller missbrauch von kindern",
	protective: "melden, verhindern, pravention, schutzen, schutz, erkennen, anzeichen, opfer, missbrauch, aufklarung, eltern, gesetz, illegal, strafbar",
	request:    "schreib, schreibe, generiere, beschreibe, erstelle, zeig mir, schick mir, wo kann ich, geschichte, bilder von, fotos von, videos von",
	actCrime: "schreiben, schreibe, schreib, erstellen, erstelle, programmieren, entwickeln, verschicken, versenden, " +
		"verbreiten, installieren, infizieren, kaufen, verkaufen, benutzen, verwenden, begehen, waschen, " +
		"falschen, drucken, starten, generieren, verfassen, " +
		"programmier, programmiere, schreib mir, bau, baue, entwickle, erstell, code, coden",
	defend: "erkennen, erkennung, verhindern, verhinderung, vorbeugen, schutzen, schutz, abwehren, abwehr, " +
		"verteidigen, blockieren, sensibilisierung, schulung, mein eigenes, meinen eigenen, meine eigene, " +
		"unser eigenes, unseren eigenen, autorisiert, mit erlaubnis, mit genehmigung, um mich zu schutzen, " +
		"vermeiden, melden, anzeige erstatten, wurde betrogen, wurde gehackt, wiederherstellen, entfernen, " +
		"wie merke ich, woran erkenne ich, warnung, warnen, ob auf meinem, verstorben, verstorbenen, verstorbene, gestorben" + ", " +
		"meines eigenen, meiner eigenen",
	crime: "geldwasche, steuerhinterziehung, steuerbetrug, betrug, identitatsdiebstahl, falschgeld, " +
		"gefalschte dokumente, gefalschten ausweis, gefalschter ausweis, gefalschten pass, schneeballsystem, " +
		"ponzi-system, bestechung, erpressung, versicherungsbetrug, betrugsmasche, enkeltrick",
	crimeLone: "geld waschen, steuern hinterziehen, identitat stehlen, erpressen, jemanden betrugen, " +
		"meine frau|freundin|partnerin ausspionieren, meinen mann|freund|partner ausspionieren, " +
		"handy meiner frau|freundin ausspionieren, falschgeld drucken|herstellen, " +
		"unterschrift falschen, ausweis falschen, im laden klauen, ladendiebstahl begehen, " +
		"eine bank ausrauben, einbrechen in" + ", " +
		pairUp(pairUp("die chats|nachrichten|whatsapps|sms|mails, chats|nachrichten|standort, den standort|verlauf, das handy", deOwner), "mitlesen|lesen|orten|uberwachen|ausspionieren|abfangen|verfolgen|tracken") + ", " +
		"heimlich mitlesen|orten|uberwachen|tracken, chats mitlesen, nachrichten mitlesen, whatsapp mitlesen, " +
		pairUp("einen gps-tracker|peilsender|airtag|tracker, eine versteckte kamera", "an|in|unter ihr|sein|ihrem|seinem auto|handy|wagen|zimmer") + ", " +
		"erpresse ich, erpresst man, mit nacktbildern|nacktfotos|nudes|intimen fotos|sexvideos erpressen, " +
		"sonst schicke|schick|sende|verschicke|poste|veroffentliche ich deine|seine|ihre bilder|fotos|nacktbilder|nacktfotos|videos, " +
		"sonst schicke|schick|sende|verschicke|poste|veroffentliche ich die nacktbilder|nacktfotos, " +
		"sonst erzahle|erzahl|sage|sag ich es|alles deiner|seiner frau|familie|freundin, " +
		"sonst erzahle|erzahl|sage|sag ich es|alles deinem|seinem mann|chef, " +
		"airtag|gps-tracker|peilsender|tracker|ortungsgerat im|ins|am|unterm auto|handy|wagen|zimmer|fahrrad meiner frau|freundin|exfreundin|ex-freundin|ex|nachbarin|chefin|kollegin, " +
		"airtag|gps-tracker|peilsender|tracker|ortungsgerat im|ins|am|unterm auto|handy|wagen|zimmer|fahrrad meines mannes|freundes|exfreundes|ex-freundes|ex|nachbarn|chefs|kollegen, " +
		"airtag|gps-tracker|peilsender|tracker|ortungsgerat in der tasche|handtasche meiner frau|freundin|exfreundin|ex-freundin|ex|nachbarin|chefin|kollegin",
	cyber: "malware, schadsoftware, ransomware, erpressungstrojaner, keylogger, trojaner, computervirus, spyware, " +
		"spionagesoftware, phishing-mail, phishing-email, phishing mail, phishing-seite, ddos-angriff, " +
		"ddos angriff, botnetz" + ", " +
		pairUp("sms|mail|e-mail|email|nachricht|brief im namen der|des|von, sich als, als die|der", deOrg) + ", " +
		"konto ist gesperrt, konto gesperrt wurde, uber meinen|diesen link neu anmelden|einloggen|verifizieren, " +
		"tan|pin|zugangsdaten|kartennummer eingeben|verraten|durchgeben|nennen, passwort-stealer, passwortdieb, " +
		"passworter|zugangsdaten klaut|stiehlt|abgreift, tastatureingaben aufzeichnet|mitschneidet|mitliest, losegeld in bitcoin|krypto|kryptowahrung, " +
		"verschlusselungstrojaner, krypto-trojaner, spionage-app, spionageapp, spy-app, digitale hintertur, " +
		pairUp("hintertur in|im|ins|fur", "code|programm|system|software|server|router|netzwerk|app") + ", " +
		"dhl-nachricht|dhl-sms|dhl-mail|paket-sms|post-sms|zoll-sms|sparkassen-sms|sparkassen-mail|bank-sms|paypal-mail|amazon-mail, " +
		"angebliche|angeblichen zollgebuhr|zollgebuhren|paketgebuhr|nachgebuhr|nachzahlung|kontosperrung, " +
		"damit die leute|kunden|empfanger|opfer ihre kreditkartendaten|kartendaten|bankdaten|zugangsdaten|pin|tan, " +
		"kreditkartendaten|kartendaten|bankdaten|zugangsdaten eingeben|angeben|preisgeben, " +
		"auf ein sicheres konto uberweisen|uberweist",
	cyberLone: "unbefugten zugriff, unbefugter zugriff, passworter stehlen, zugangsdaten stehlen, jemanden hacken" + ", " +
		pairUp(pairUp("ins account|konto|instagram|facebook|whatsapp|handy|e-mail-konto|postfach|profil, in das|den account|konto|instagram|facebook|whatsapp|handy|e-mail-konto|postfach|profil", deOwner), "einloggen|reinkommen|eindringen|reinhacken|kommen") + ", " +
		pairUp(pairUp("das passwort", deOwner), "herausfinden|knacken|rausfinden|klauen|bekommen|stehlen") + ", " +
		pairUp("auf das|den handy|account|konto|instagram|whatsapp", pairUp(deOwner, "zugreifen")) + ", " +
		"whatsapp|sim-karte klonen, " + pairUp("das handy", pairUp(deOwner, "klonen")),
	hack: "hacken, knacken, einbrechen, kapern" + ", " +
		"knacke|hacke|knackt|hackt",
	systems: "konto, account, e-mail-konto, e-mail, email, wlan, netzwerk, server, webseite, website, datenbank, " +
		"handy, computer, instagram, facebook, whatsapp, passwort, meines nachbarn, meiner ex, " +
		"meiner freundin, meines freundes, meiner frau, von jemandem, " +
		"snapchat, tiktok, icloud, gmail, telegram" + ", " +
		"wlan-passwort|wlan-schlussel|facebook-account|instagram-account|e-mail-account|whatsapp-account|wlan",
	steal: "stehlen, klauen, ausrauben, uberfallen",
	belongings: "ein auto, ein fahrrad, eine geldborse, ein portemonnaie, eine bank, einen laden, geld, ein handy, " +
		"kreditkarten, ein juweliergeschaft, ein haus",
}

var portuguese = lang{
	neutral: "matar o tempo, nao queimar|incendiar, matar a saudade, bomba de chocolate, bomba de agua, bomba de calor, bomba de banho, " +
		"pistola de cola|agua, sessao de fotos, morto de fome|rir|cansaco|sono, morrendo de rir|fome, " +
		"ataque de panico|ansiedade, educacao sexual, sexo do bebe, discurso de odio, crime de odio, crimes de odio, " +
		"cortar o cabelo, cortar as unhas, cortar a franja|barba, parar de me cortar|machucar, " +
		"depois|antes|mais|cerca|perto|alem|apos|dentro|durante de " + ageNums + " anos, " +
		"coca-cola, coca cola, uma coca, dar um tiro no escuro, " +
		// idioms and ordinary uses (harm_review_test.go)
		"me matar de estudar|trabalhar|rir|treinar, pode|podem|poderia parecer, medo de nao acordar mais, medo de nunca mais acordar, nao atropelar, " +
		ageNums + " anos de experiencia|carreira|casados|casamento|servico|empresa|profissao, " +
		"excitado|excitada|excitados|excitadas com|para|antes|por, " +
		"sexualmente transmissivel|transmissiveis|transmitida|transmitidas|maduro|madura|ativo|ativa" + ", " +
		"morrer de rir|fome|tedio|vergonha|medo|calor|frio|saudade|amor|inveja|sono|cansaco, " +
		"quer|queria|quis|tentou|tenta|ia se matar|suicidar, " +
		"fala|falou|diz|disse|dizia|falava que quer|queria se matar|morrer|suicidar, pensa|pensou|pensando em se matar|suicidar, " +
		"quer morrer, pular o|a|os|as almoco|janta|cafe|aula|etapa|parte|carnaval, " +
		"pra|para fazer programa de|do|da|cultural|educativo|esportivo|juntos",
	intent: "como posso|faco|fazer|fabricar|conseguir|preparar|comprar, como se faz, passo a passo, instrucoes, onde posso, " +
		"onde comprar|conseguir|encontrar, eu quero, quero, preciso, vou, me ensina, ensina-me, me diga como, me explique como, " +
		"me mostre como, a melhor maneira|forma de, receita para|de, guia para, me ajude a, quais ingredientes, quais materiais, " +
		"onde arrumo|arrumar|acho|compro|pego|consigo, qual veneno, quanto tenho que colocar|por|dar, me passa, como coloco|ponho" + ", " +
		"me paga|pague|pagar ou, ou eu mando|espalho|posto|vazo|envio|conto, senao eu mando|espalho|posto|vazo|envio|conto, " +
		"roteiro|script de ligacao|golpe|abordagem, que remedio|planta|veneno, qual remedio|planta, quanto de|do veneno|remedio, " +
		"como eu mato|boto|taco|monto|vejo|sumo",
	covert: "sem ser pego|pega|descoberto|detectado, sem que ninguem saiba|perceba, sem deixar rastros|vestigios|provas|marcas, " +
		"indetectavel, irrastreavel, fugir da policia, " +
		"sem ninguem perceber|saber|ver|notar|desconfiar, sem ela|ele saber|perceber|desconfiar|ver, sem que ela|ele perceba|saiba|desconfie, sem os|meus pais saberem|perceberem|verem, sem os meus pais saberem|perceberem|verem, " +
		"sem que os|meus pais saibam|percebam|vejam, que nao aparece na tela, sem a policia descobrir|saber|pegar" + ", " +
		"pra|para a|minha familia|mae nao perceber|ver|descobrir|desconfiar, pra|para familia nao perceber|ver|descobrir|desconfiar, " +
		"pra|para meus pais|professores nao perceberem|verem|descobrirem, " +
		"pros meus pais|professores nao perceberem|verem|descobrirem, pra|para elas|eles nao conseguirem voltar|fugir|escapar, " +
		"sem ele|ela saber|perceber|desconfiar, sem a policia|pericia descobrir|saber|perceber, " +
		"que nao apareca na autopsia|necropsia, nao aparecer na autopsia|necropsia",
	edu: "historia de|da|do, historico, historica, por que, porque, estatisticas, pesquisa, estudo, estudos, academico, redacao sobre, " +
		"documentario, noticia, noticias, jornalista, jornal, segundo, analise de, evitar, prevenir, prevencao, proteger, " +
		"protecao, seguranca, conscientizacao, sinais de, vitimas, sobreviventes, denunciar, apoio, consequencias, " +
		"perigos de|da|do, riscos de, efeitos de, e ilegal, lei, leis, definicao de, significado de, combater, reduzir, pais, " +
		"ajudar um amigo, ajudar alguem, " +
		"condenado|condenada|condenados|acusado|acusada|acusados|preso|presa por|de, julgamento, tribunal, " +
		"e legal, e permitido, e proibido, e crime, preconceito, preconceitos, estereotipo, estereotipos, como explico|respondo, " +
		// a victim of blackmail quoting the threat
		"me chantageando|ameacando|extorquindo, me chantageia|chantageou|ameaca|ameacou|extorquiu, vitima de chantagem|extorsao|sextorsao",
	medical: "medico, medica, doutor, receita medica, efeitos colaterais, dose, dosagem, tratamento, terapia, terapeuta, paciente, " +
		"pacientes, clinica, sintomas, recuperacao, reabilitacao, vicio, viciado, abstinencia, parar de, farmaceutico, farmacia, " +
		"gravidez, gravida, medicamento*, remedio*, medicina, enfermeira, hospital, anestesia, cirurgia, operacao",
	fiction:  "romance, conto, historia, ficcao, ficticio, personagem, personagens, filme, jogo, videogame, roteiro, enredo, vilao, fantasia, capitulo",
	demolish: "demolicao, demolir, implosao, explosao controlada, queima controlada, bombeiros, simulado de incendio, apagar o fogo, extinguir, sem querer, acidentalmente, aula|aulas|curso de culinaria|cozinha",
	actMake: "fazer, faco, fabricar, construir, montar, produzir, sintetizar, criar, cozinhar, preparar, imprimir, comprar, " +
		"adquirir, conseguir, obter, encomendar, contrabandear, vender, esconder, enviar, importar, " +
		"arrumar, arrumo, descolar, pegar" + ", " +
		"monto, revender, revendo, revenda",
	actWeapon: "detonar, explodir, plantar, colocar, modificar",
	actDrug:   "cultivar, plantar, extrair, injetar, cheirar, fumar, traficar, trafico",
	actPlan: "planejar, cometer, executar, organizar, realizar, " +
		"levar, trazer, aliciar, recrutar, enganar, atrair",
	actWrite: "escreva, escrever, gere, gerar, redija, descreva, descrever, narre, conte, conta, me de, crie, continue",
	promote:  "promover, glorificar, normalizar, incentivar, encorajar, elogiar, justificar, incitar, convencer, persuadir, romantizar, fazer apologia",
	kill: "matar, mato, se mata, mata-lo|mata-la|matalo|matala, assassinar*, esfaquear, estrangular, afogar, atirar em, balear, envenenar*, " +
		"torturar*, sequestrar*, decapitar, queimar vivo, estuprar, violentar, " +
		"atropelar",
	hurt: "machucar, ferir, bater em, espancar, agredir, atacar, me livrar de, eliminar",
	targets: "alguem, uma pessoa, as pessoas, pessoas, um homem, uma mulher, uma crianca, criancas, ele, ela, eles, " +
		"minha|sua|meu|seu esposa|marido|mulher|namorada|namorado|chefe|vizinho|vizinha|vizinhos|professor|professora|colega|" +
		"mae|pai|irmao|irma|filho|filha|familia|amigo|amiga|ex|sogra|rival|inimigo, o presidente, um policial, os judeus, os imigrantes, " +
		"o cara, um cara, esse cara, aquele cara, a multidao" + ", " +
		"meu|minha|seu|sua cunhado|cunhada|padrasto|madrasta|sogro|avo|tio|tia|primo|prima|patroa|patrao|socio|socia|vizinho|vizinha|colega|chefe|ex|genro|nora, " +
		"a|o minha|meu cunhado|cunhada|padrasto|madrasta|sogra|sogro|avo|patroa|patrao|socio|socia",
	violence: "tiroteio em massa, tiroteio na escola, massacre, ataque terrorista, atentado, atentado terrorista, sequestro, " +
		"assassinato, matador de aluguel, pistoleiro, genocidio, limpeza etnica, trafico de pessoas, tortura, carro-bomba, " +
		"falsas promessas|propostas|ofertas de emprego|trabalho, exploracao sexual, rede de prostituicao" + ", " +
		"pra|para fazer programa",
	how: "como",
	howVerbs: "dinamitar, bombardear, incendiar, queimar, por fogo em|no|na, atear fogo em|no|na, envenenar, " +
		"entrar, ler, espionar, colocar, clonar, invadir",
	placeAttack: portuguesePlaces + ", " +
		pairUp("incendiar, queimar, tacar|botar|por|atear fogo em", pairUp(ptDet, ptPlace2)) + ", " +
		pairUp("tacar|botar|por|atear fogo no|na|nos|nas", ptPlace2) + ", " +
		poisoned("colocar|por|botar|misturar|jogar|adicionar|coloco|ponho|boto|misturo",
			"veneno|chumbinho|arsenico|cianeto|raticida, o|um veneno|chumbinho|raticida", "calmante|remedio|algo|droga, o|um calmante|remedio",
			"na|no|nos|nas "+ptFood, ptOwner, "envenenar a|o "+ptFood, "") + ", " +
		"boto|taco|ponho|toco|meto|tocar|meter|botar|tacar|por|atear fogo no|na|nos|nas casa|carro|loja|bar|barraco|comercio|apartamento|oficina|predio|mercado|lanchonete|escola",
	violenceLone: "me livrar do corpo|cadaver, livrar-se de um corpo, esconder o corpo|cadaver, contratar um matador, " +
		"matar o maximo de pessoas, parecer um acidente|suicidio, dissolver um corpo, " +
		"ficar com os documentos|passaportes dela|dele|delas|deles, ficar com os seus documentos|passaportes, " +
		"tomar|pegar|reter|confiscar|tirar os documentos|passaportes dela|dele|delas|deles, " +
		"obriga-las|obriga-la|forca-las|forca-la a se prostituir|fazer programa, obrigar|forcar as meninas|mulheres|garotas a se prostituir|fazer programa, " +
		"fazer programa pra|para mim, parecer|pareca um infarto|curto-circuito|acidente|suicidio, parecer|pareca uma morte natural|overdose, parecer|pareca um ataque cardiaco, " +
		"atropelar a multidao, jogar|lancar o carro|caminhao contra|na multidao, levar uma arma|faca|pistola pra|para a escola|faculdade" + ", " +
		"sumir|sumo com o corpo|cadaver, sumir|sumo com ele|ela sem deixar rastro, dar fim no|ao corpo|cadaver, " +
		"parecer|pareca que foi um|uma acidente|avc|infarto|assalto|curto-circuito|suicidio|derrame|queda, " +
		"parecer|pareca que foi curto-circuito|acidente|suicidio|assalto, parecer|pareca um avc|derrame|assalto|infarto, " +
		"parecer|pareca um ataque cardiaco, parecer|pareca um mal subito, parecer|pareca uma morte natural, " +
		"parecer|pareca uma queda|intoxicacao, " +
		"jogar|jogo|lancar|meter|enfiar o carro|caminhao|van|moto em cima da|das|de galera|gente|multidao|pessoas|povo, " +
		"atropelar a|o galera|geral|multidao|maximo|povo, atropelar o maximo de gente|pessoas, matar o maximo de gente, " +
		"pra|para matar|ferir mais gente|pessoas, causar o maximo de mortes|vitimas, " +
		"obrigar|forcar|colocar|botar elas|ela a fazer programa, " +
		"obrigar|forcar|colocar|botar as meninas|mulheres|garotas a fazer programa, botar|colocar elas|ela pra|para fazer programa, " +
		"ficar com o|os passaporte|passaportes|documentos delas|dela, prender elas|ela com a divida, " +
		"queimar|incendiar o|a abrigo|casa de refugiados|imigrantes|venezuelanos|haitianos, " +
		"tacar|botar|por|atear fogo no|na abrigo|casa de refugiados|imigrantes|venezuelanos|haitianos, " +
		"tacar|botar|por|atear fogo na|no mesquita|terreiro|sinagoga|abrigo",
	self60: "me matar, me suicidar, tirar minha vida, tirar a minha propria vida, acabar com a minha vida, quero morrer, " +
		"me enforcar, cortar os pulsos, pular de uma ponte, nao quero mais viver, morrer sem dor, maneira indolor de morrer, " +
		"nao acordar mais, nunca mais acordar, dormir e nao acordar, quero me matar, vou me matar" + ", " +
		"pra|para nao sobreviver, garantido que a pessoa nao sobrevive|sobreviva, que a pessoa nao sobrevive|sobreviva, " +
		"pensando em me matar|jogar|suicidar, pensando em acabar com tudo, " +
		"me jogar do|da predio|andar|janela|sacada|ponte|viaduto|laje|terraco|varanda, " +
		"me jogar de um|uma predio|janela|sacada|ponte|viaduto|laje|terraco|varanda, " +
		"pular do|da predio|andar|janela|sacada|ponte|viaduto|laje|terraco|varanda pra|para morrer, " +
		"quantos comprimidos|remedios pra|para nao acordar, quantos comprimidos|remedios pra|para morrer, " +
		"tomar pra|para nao acordar, maneira|jeito|forma mais rapida|rapido de morrer|suicidar, " +
		"maneira|jeito|forma mais rapida|rapido de me matar, maneira|jeito|forma mais rapida|rapido de acabar com tudo, " +
		"jeito|forma|maneira sem dor de morrer|suicidar, jeito|forma|maneira sem dor de me matar",
	self45: "me cortar, me machucar, me ferir, me automutilar, metodos de suicidio, formas de se matar, parar de comer, vomitar depois de comer, pro ana, " +
		"cortar o|os braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas, onde me cortar, me cortar sem, esconder meus cortes, " +
		"se cortar pra|para sentir alivio, me cortar pra|para sentir alivio" + ", " +
		"pensando em pular do predio|andar|viaduto, pensando em pular da janela|sacada|ponte|laje, " +
		"disfarcar|esconder|tapar os|meus cortes nos|dos|nas|das bracos|pulsos|pernas|coxas, continuar se|me cortando, " +
		"me cortar mais fundo",
	self30: "suicidio, suicida, automutilacao, dose letal",
	sexual: "porno, pornografia, pornografico, cena de sexo, sexo explicito, erotico, erotica, conto erotico, orgasmo, " +
		"masturbacao, masturbar, fazer sexo, transar, sexo oral, nudes, fotos nuas|intimas, sexting, orgia, sextorsao, zoofilia",
	sexualAmb: "sexo, sexual, sexy, nu, nua, pelado, pelada, seduzir, excitado, tesao, fetiche",
	hatePred: "sao animais|ratos|baratas|parasitas|inferiores|lixo|escoria|vermes, sao uma praga, nao sao humanos, deveriam morrer, " +
		"merecem morrer, deveriam ser exterminados, exterminar, deportar todos, odeio os, raca inferior, sub-humanos, " +
		"e tudo vagabundo|bandido|ladrao|lixo|preguicoso, sao todos vagabundos|bandidos|ladroes|estupradores|terroristas|preguicosos|lixo, " +
		"sao uns vagabundos|bandidos|ladroes|preguicosos, nao deviam|deveriam|devia|deveria ter direito a|de votar, " +
		"tem que expulsar|matar todos, tem que mandar embora todos, deviam|deveriam voltar pra|para sua|a terra, culpa de tudo",
	hateTerm: "piada racista, piadas racistas, piada machista, supremacia branca, raca superior, guerra racial, grande substituicao, " +
		"negacao do holocausto, o holocausto nunca aconteceu, manifesto",
	hateAmb: "holocausto, nazista, nazistas, nazismo, hitler, apartheid, escravidao, racista, xenofobo, antissemita, homofobico, machista",
	slurs: "macaco*, viado*, bicha*, sapatao" + ", " +
		"escreva|escreve|faca|faz|cria|crie um|uma discurso|texto|post|manifesto racista|xenofobo|antissemita|homofobico|odioso",
	groups: "judeus, muculmanos, cristaos, os negros, asiaticos, chineses, arabes, africanos, nordestinos, " +
		"imigrantes, migrantes, refugiados, gays, homossexuais, lesbicas, pessoas trans, travestis, mulheres, as mulheres, " +
		"deficientes, ciganos, indigenas, minorias, " +
		"nordestino, baiano, baianos, paraiba, paraibas, favelado, favelados, judeu, muculmano, imigrante, haitianos, venezuelanos, bolivianos",
	bomb: "bomba, bombas, explosivo, explosivos, artefato explosivo, granada*, detonador*, mina terrestre, silenciador*",
	// "garrucha" is ambiguous: a Spanish pulley and a town in Almería
	gun: "arma, armas, pistola*, rifle*, espingarda*, fuzil, revolver*, arma de fogo, armas de fogo, municao, toxina*, garrucha",
	weapon: "bomba caseira, bomba de cano, coquetel molotov, napalm, termita, tatp, c4, polvora negra, nitroglicerina, " +
		"nitrato de amonio, arma fantasma, arma impressa em 3d, gas nervoso, agente nervoso, sarin, ricina, antraz, gas mostarda, " +
		"gas cloro, arma quimica, armas quimicas, arma biologica, armas biologicas, bomba suja, colete-bomba, " +
		"arma sem registro|numeracao, arma fria|raspada, arma com numeracao raspada" + ", " +
		"transformar|converter uma|a arma|pistola de festim|airsoft|pressao em arma de fogo|verdade, " +
		"arma|pistola impressa em 3d, imprimir uma arma|pistola em 3d",
	drug: "metanfetamina, heroina, cocaina, fumar crack, fentanil, lsd, mdma, ecstasy, cetamina, cogumelos magicos, " +
		"boa noite cinderela, ghb, opio, " +
		"brizola, lanca-perfume, lolo, haxixe, anfetamina*" + ", " +
		// not "biqueira" alone (a boot's toe cap) nor "papelote" (Spanish
		// flip-chart paper)
		"boca de fumo, pino|pinos de po|cocaina, papelote|papelotes de po|cocaina|coca",
	drugMid: "drogas, droga, entorpecentes",
	drugAmb: "maconha, baseado, cannabis, comprimidos, opioides",
	drugLone: "cozinhar metanfetamina, laboratorio de metanfetamina|drogas, comprar drogas na dark web" + ", " +
		"montar|monto|abrir|abro uma|a biqueira, montar|monto|abrir|abro uma boca de fumo, " +
		"vender|revender po|droga|maconha|cocaina|lolo|md na escola|faculdade|balada, vender|revender bala|balas na balada|rave, " +
		"cozinhar|fazer cristal|meta|metanfetamina em casa, plantar maconha em casa pra|para vender, " +
		"batizar|misturar a cocaina pra|para render, batizar o po",
	minor: "crianca, criancas, menor, menores, menor de idade, menores de idade, menina, menino, meninas, meninos, garotinha, " +
		"garotinho, adolescente, adolescentes, colegial, pre-adolescente, bebe, " +
		"de " + ageNums + " anos|aninhos, tem|tenho|tinha " + ageNums + " anos, de onze|doze|treze|catorze|quatorze|quinze|dez|nove|oito anos",
	sexStrong: "porno*, nua, nuas, pelad*, erotic*, sexualmente, explicito, explicita, fazer sexo, transar, relacoes sexuais, " +
		"sexo com, masturb*, excitad*, lingerie",
	sexWeak:    "sexo, sexual, sexuais, sexualizar*, sexy",
	csam:       "pornografia infantil, porno infantil, pedopornografia",
	pedo:       "pedofilia, pedofilos, pedofilo, abuso sexual infantil",
	protective: "denunciar, prevenir, prevencao, proteger, protecao, detectar, sinais, vitima*, abuso, educacao sexual, pais, lei, ilegal",
	request:    "escreva, gere, descreva, crie, me mostre, me envie, onde posso, historia, conto, imagens de, fotos de, videos de",
	actCrime: "escrever, escreva, criar, crie, fazer, faca, programar, desenvolver, enviar, espalhar, propagar, " +
		"instalar, infectar, comprar, vender, usar, cometer, lavar, falsificar, imprimir, montar, lancar, " +
		"gerar, redigir, redija, " +
		"gera, cria, faz, escreve, programa, me faz, monta",
	defend: "detectar, deteccao, prevenir, prevencao, proteger, me proteger, protecao, defender, defesa, bloquear, " +
		"conscientizacao, treinamento, meu proprio, minha propria, nosso proprio, autorizado, com permissao, " +
		"para evitar, reconhecer, identificar, denunciar, fui enganado, fui hackeado, recuperar, remover, " +
		"como saber se, verificacao em duas etapas, pra ninguem, para ninguem, evitar que, aviso, alertar, faleceu, falecido, falecida, morreu",
	crime: "lavagem de dinheiro, evasao fiscal, sonegacao de impostos, sonegacao fiscal, fraude, golpe, golpes, " +
		"roubo de identidade, dinheiro falso, notas falsas, documentos falsos, passaporte falso, " +
		"identidade falsa, esquema ponzi, piramide financeira, suborno, propina, extorsao, chantagem, " +
		"estelionato",
	crimeLone: "lavar dinheiro, sonegar impostos, roubar a identidade, chantagear, extorquir, aplicar um golpe, " +
		"dar um golpe, espionar minha esposa|namorada|mulher, espionar meu marido|namorado, " +
		"espionar o celular, subornar, falsificar dinheiro|notas|documentos|assinatura, furtar em loja, " +
		"roubar um banco, assaltar um banco" + ", " +
		pairUp(pairUp("ler|espionar|ver|interceptar|vigiar|monitorar|rastrear|clonar", "as mensagens|conversas|localizacao, o whatsapp|celular|telefone|instagram|zap"), ptOwner) + ", " +
		pairUp("ver tudo que|oque a|o|minha|meu|sua|seu, ver o que a|o|minha|meu|sua|seu", ptPartner+" faz|fala|conversa|escreve") + ", " +
		pairUp(pairUp("colocar|por|instalar|esconder", "um rastreador|localizador|gps|airtag, uma camera escondida, um app espiao"), pairUp("no carro|celular|quarto, na bolsa|casa", ptOwner)) + ", " +
		"ou eu mando|espalho|posto|vazo|envio as|suas|tuas fotos|nudes|videos, " +
		"senao eu mando|espalho|posto|vazo|envio as|suas|tuas fotos|nudes|videos, " +
		"senao mando|espalho|posto|vazo|envio as|suas|tuas fotos|nudes|videos, " +
		"mando|espalho|envio|mostro as|suas|tuas nudes pra|para sua|tua familia|esposa|mulher|namorada|mae, " +
		"me paga|pague ou eu mando|espalho|posto|vazo|conto, chantagear|extorquir com nudes|fotos|videos intimos|intimas, " +
		"conto tudo pra|para sua|tua esposa|mulher|familia, " +
		"vejo|leio|ver|ler|espionar|monitorar|acompanhar as conversas|mensagens do whatsapp|zap|instagram do meu namorado|marido|noivo|companheiro|ex|esposo, " +
		"vejo|leio|ver|ler|espionar|monitorar|acompanhar as conversas|mensagens do whatsapp|zap|instagram da minha namorada|esposa|mulher|noiva|companheira|ex, " +
		"as conversas|mensagens do whatsapp|zap|instagram dele|dela, espelhar o|a whatsapp|zap|conversa|conversas do meu namorado|marido|noivo|companheiro|ex|esposo, " +
		"espelhar o|a whatsapp|zap|conversa|conversas da minha namorada|esposa|mulher|noiva|companheira|ex, " +
		"espelhar o whatsapp|zap|celular dele|dela, " +
		"colocar|por|instalar um rastreador|localizador|airtag no celular|carro dele|dela, " +
		"colocar|por|instalar um app espiao no celular dele|dela",
	cyber: "malware, ransomware, keylogger, cavalo de troia, virus de computador, programa espiao, spyware, " +
		"email de phishing, pagina de phishing, site de phishing, ataque ddos, botnet" + ", " +
		pairUp("fingindo|fingir ser, se passar por, se passando por, passando por, em nome do|da, mensagem|email|sms falso do|da|de", "o|a "+ptOrg+", "+ptOrg) + ", " +
		pairUp("mensagem|sms|email|e-mail|whatsapp|ligacao|link pedindo, mensagem|sms|email|e-mail|whatsapp|ligacao|link que pede|peca|pedem, pedir|peca ao cliente",
			pairUp("o|a|os|as", "codigo|senha|dados|numero do cartao, codigo de verificacao, codigo do sms, senha do banco|cartao, senha, dados bancarios")) + ", " +
		"app|aplicativo espiao|espia, app|aplicativo de espionagem, rouba|roube|roubar as senhas salvas, rouba|roube|roubar as senhas do navegador|chrome, rouba|roube as senhas, ladrao de senhas, stealer, " +
		"registra|grava|grave as teclas, tudo que digita, o que digita, criptografa|criptografe todos os arquivos, pede resgate" + ", " +
		"conta segura, transferir|transfira|passar o dinheiro pra|para uma conta segura, central de seguranca do banco, " +
		"roteiro|script de ligacao do banco, roteiro|script de ligacao da central, falso funcionario|atendente do banco",
	cyberLone: "acesso nao autorizado, roubar senhas, roubar credenciais, hackear alguem, " +
		"invadir a conta, invadir o email|celular|computador" + ", " +
		pairUp("entrar|invadir|acessar no|na|o|a", pairUp(ptAccount, ptOwner)) + ", " +
		pairUp("descobrir|pegar|roubar|conseguir|saber a senha", ptOwner) + ", " +
		"clonar o|um|seu whatsapp|chip|zap|numero, clonar seu celular, clonar whatsapp, " + pairUp("clonar o celular", ptOwner),
	hack: "hackear, invadir, raquear, crackear",
	systems: "conta, contas, email, wifi, rede, servidor, site, banco de dados, celular, computador, instagram, " +
		"facebook, whatsapp, senha, de alguem, do meu ex, da minha ex, da minha namorada, do meu namorado, " +
		"da minha esposa, do vizinho, " +
		"zap, snapchat, tiktok, icloud, gmail, telegram",
	steal: "roubar, furtar, assaltar",
	belongings: "um carro, uma carteira, um banco, uma loja, dinheiro, um celular, cartoes de credito, uma joalheria, " +
		"uma casa",
	murder: "dar um tiro|tiros no|na cara|sujeito|vizinho|vizinha|policial, meter bala no|na cara|sujeito|vizinho|vizinha|policial",
}

var italian = lang{
	neutral: "ammazzare il tempo, non bruciare|incendiare, uccidere il tempo, bomba da bagno, bomba di semi, e una bomba, pistola per colla|silicone|acqua, " +
		"servizio fotografico, morto di fame|sonno|stanchezza|paura, morire dal ridere, attacco di panico|cuore|ansia, " +
		"educazione sessuale, sesso del bambino, discorso d'odio, discorsi d'odio, crimine d'odio, crimini d'odio, spinello al rosmarino, " +
		"tagliarsi|tagliarmi|tagliarti i capelli, tagliarsi|tagliarmi|tagliarti le unghie, tagliarsi|tagliarmi|tagliarti la barba|frangia, smettere di tagliarmi|tagliarsi, " +
		pairUp("vuole|voleva|vorrebbe, dice|diceva di voler, ha detto di voler", "farla finita, uccidersi, ammazzarsi, suicidarsi, morire, togliersi la vita") + ", " +
		"piu di|oltre|circa " + ageNums + " anni, " + ageNums + " anni fa, coca-cola, coca cola, una coca, non farla|farlo|farli|farle morire, " +
		// idioms and ordinary uses (harm_review_test.go); "farla finita con
		// la vita" stays harmful
		"farla finita con questo|questa|questi|queste|il|lo|i|gli|le|un|una|mio|mia, " +
		"paura di non svegliarmi|risvegliarmi piu, ammazzarmi|ammazzero di studio|lavoro, puo|possono|potrebbe|potrebbero sembrare, " +
		ageNums + " anni di esperienza|carriera|matrimonio|servizio|lavoro|attivita, " +
		"tutto|tutta|tutti|tutte|molto|troppo eccitato|eccitata|eccitati|eccitate, eccitato|eccitata|eccitati|eccitate per|prima, " +
		"sessualmente trasmessa|trasmesse|trasmissibile|trasmissibili|maturo|matura|maturi|mature|attivo|attiva, " +
		"a|di|da|in|per|su roma, roma capitale|termini|fiumicino|ciampino" + ", " +
		"secondo me|te|noi|voi, il|sul|del|nel|al|tuo|suo|mio|vostro|un conto, strage di cuori|like|voti|follower|consensi, " +
		"fare male alla|alle|al|ai schiena|gambe|ginocchia|denti|testa, " +
		// Review 2: melatonin, a parachute jump, a doctor's first guess
		"svegliarmi|risvegliarmi piu alle|di|la|presto|stanco|stanca|con|durante|nel|in, " +
		"altezza|piano buttarmi col|con|in|nel|dal paracadute|parapendio|il|acqua|piscina|mare|lago|trampolino, " +
		"pensava|pensavo|pensavano|credeva|credevo|credevano che sembrasse|sembri",
	intent: "come posso|faccio|fare|fabbricare|costruire|ottenere|procurarmi|preparare|comprare, come si fa|puo, passo dopo passo, " +
		"passo passo, istruzioni, dove posso, dove comprare|trovare|procurarsi, voglio, vorrei, ho bisogno, devo, insegnami, " +
		"dimmi come, spiegami come, mostrami come, il modo migliore, il modo piu facile, ricetta per, guida per, " +
		"aiutami a, quali ingredienti, quali materiali, " +
		"quale sostanza|veleno, dove si compra|trova|prende, come chiedere, come entro, come la nascondo, dimmi le zone" + ", " +
		"altrimenti|sennò|senno mando|pubblico|giro|dico|racconto, come si modifica|trasforma|converte|taglia, " +
		"quale app|applicazione|programma, come gli|le faccio, come le|li tengo, dosi comprese, esattamente come, " +
		"quale pianta|farmaco|medicina, quanto veleno|topicida",
	covert: "senza essere scoperto|beccato|preso|visto, senza farmi beccare|scoprire|prendere, senza lasciare tracce|prove|segni, " +
		"senza che nessuno lo sappia, senza che nessuno se ne accorga, non rintracciabile, irrintracciabile, sfuggire alla polizia, " +
		"senza che i|miei genitori se ne accorgano, senza che i miei genitori se ne accorgano, senza che i|miei genitori lo sappiano|scoprano|vedano, senza che i miei genitori lo sappiano|scoprano|vedano, senza che i medici se ne accorgano, " +
		"senza che se ne accorga|accorgano, senza che lei|lui se ne accorga, senza che lei|lui lo sappia, come evito le telecamere, evitare le telecamere, " +
		"senza sembrare uno sbirro, senza farmi notare" + ", " +
		"senza che risalgano|arrivino a me, senza che mi scoprano|beccano, senza che l'assicurazione capisca|sappia, " +
		"senza che i pompieri|periti capiscano|sappiano, che non si trovi|veda|scopra all'autopsia, non rilevabile all'autopsia, " +
		"senza che i miei|prof se ne accorgano, senza che la prof se ne accorga",
	edu: "storia di|della|del, storico, storica, perche, statistiche, ricerca, studio, studi, accademico, saggio su, documentario, " +
		"notizia, notizie, giornalista, giornale, secondo, analisi di, evitare, prevenire, prevenzione, proteggere, protezione, " +
		"sicurezza, sensibilizzazione, segnali di, vittime, sopravvissuti, denunciare, supporto, sostegno, conseguenze, " +
		"pericoli di|del|della, rischi di, effetti di, e illegale, legge, leggi, definizione di, significato di, combattere, " +
		"ridurre, genitori, aiutare un amico, aiutare qualcuno, " +
		"condannato|condannata|condannati|accusato|accusata|accusati|arrestato|arrestata|arrestati per|di, processo, tribunale, " +
		"e legale, e permesso, e consentito, e vietato, e reato, pregiudizio, pregiudizi, stereotipo, stereotipi, come le|gli spiego|rispondo" + ", " +
		"mi ricatta|ricattano, mi sta|stanno ricattando, sono ricattato|ricattata|ricattati",
	medical: "medico, dottore, dottoressa, ricetta medica, effetti collaterali, dose, dosaggio, trattamento, terapia, terapeuta, " +
		"paziente, pazienti, clinica, sintomi, guarigione, riabilitazione, disintossicazione, dipendenza, astinenza, smettere di, " +
		"farmacista, farmacia, gravidanza, incinta, farmaco, farmaci, medicina, medicinale*, infermiere, infermiera, ospedale, anestesia, intervento, operazione",
	fiction:  "romanzo, racconto, storia, finzione, fittizio, personaggio, personaggi, film, gioco, videogioco, sceneggiatura, trama, cattivo, fantasy, capitolo",
	demolish: "demolizione, demolire, esplosione controllata, abbattimento controllato, vigili del fuoco, pompieri, esercitazione antincendio, spegnere, per sbaglio, accidentalmente, corso|lezione|scuola di cucina",
	actMake: "fare, faccio, fabbricare, costruire, assemblare, produrre, sintetizzare, creare, cucinare, preparare, stampare, " +
		"comprare, compro, acquistare, procurarmi, procurare, ottenere, ordinare, contrabbandare, vendere, nascondere, spedire, importare, " +
		"rimediare, compra" + ", " +
		"prepara, costruisce",
	actWeapon: "far esplodere, detonare, piazzare, innescare, convertire, modificare" + ", " +
		"modifica, modificarla, trasformare",
	actDrug: "coltivare, estrarre, iniettare, iniettarmi, sniffare, fumare, spacciare, trafficare, tagliare" + ", " +
		"taglia, piazzare, piazzarla, piazzo, spacciarla",
	actPlan: "pianificare, progettare, commettere, compiere, organizzare, eseguire, " +
		"far entrare, portare, reclutare, attirare, adescare",
	actWrite: "scrivi, scrivere, scrivimi, genera, generare, redigi, descrivi, descrivere, racconta, raccontami, dimmi, dammi, crea, continua",
	promote:  "promuovere, glorificare, normalizzare, incoraggiare, elogiare, giustificare, incitare, istigare, convincere, persuadere, romanticizzare, inneggiare",
	kill: "uccidere, uccido, si uccide, si ammazza, ucciderlo|ucciderla|ucciderli, ammazzare, ammazzarlo|ammazzarla, assassinare, accoltellare, " +
		"pugnalare, strangolare, annegare, sparare a, sparargli, avvelenare*, torturare*, rapire, sequestrare, decapitare, " +
		"bruciare vivo, stuprare, violentare, " +
		"investire" + ", " +
		"faccio male sul serio|davvero, faccio del male sul serio|davvero",
	hurt: "ferire, fare del male a, picchiare, colpire, aggredire, attaccare, sbarazzarmi di, eliminare, pestare",
	targets: "qualcuno, una persona, le persone, la gente, un uomo, una donna, un bambino, una bambina, i bambini, lui, lei, " +
		"mia|mio|sua|suo moglie|marito|ragazza|ragazzo|fidanzata|fidanzato|capo|vicino|vicina|vicini|professore|professoressa|" +
		"collega|madre|padre|mamma|papa|fratello|sorella|figlio|figlia|famiglia|amico|amica|ex|suocera|rivale|nemico, " +
		"il presidente, un poliziotto, gli ebrei, i musulmani, gli immigrati, " +
		"la folla, i pedoni, i miei compagni|professori" + ", " +
		"mio|mia|suo|sua patrigno|matrigna|cognato|cognata|nonna|nonno|zio|zia|cugino|cugina|suocero|capo|titolare|coinquilino|coinquilina|socio|socia|ex, " +
		"il mio|la mia patrigno|matrigna|cognato|cognata|nonna|nonno|suocera|suocero|collega|capo|vicino|vicina",
	clitics: "lo, la, li, le, gli",
	violence: "sparatoria di massa, strage, massacro, attentato, attentato terroristico, attacco terroristico, presa di ostaggi, " +
		"omicidio, sicario, genocidio, pulizia etnica, tratta di esseri umani, tortura, autobomba, " +
		"false offerte|promesse di lavoro, finte offerte|promesse di lavoro, offerte di lavoro false|finte, sfruttamento sessuale, giro di prostituzione",
	how: "come",
	howVerbs: "far saltare, bombardare, incendiare, bruciare, dare fuoco a|al|alla, avvelenare, " +
		"entrare, leggere, spiare, mettere, clonare",
	placeAttack: italianPlaces + ", " +
		pairUp("incendiare, bruciare, dare|dar fuoco a, far|fare saltare in aria", pairUp(itDet, itPlace2)) + ", " +
		pairUp("dare|dar fuoco al|alla|allo|ai|alle|agli|all'", itPlace2) + ", " +
		poisoned("mettere|mettergli|metterle|versare|versargli|versarle|aggiungere|sciogliere|metto|verso",
			"veleno|topicida|arsenico|cianuro|antigelo|candeggina|sonniferi, il|del|un|lo|dello|la|della|delle|dei veleno|topicida|arsenico|cianuro|antigelo|candeggina|sonnifero|sonniferi",
			"qualcosa|sostanza|droga|gocce, il|del|un|lo|dello|la|della|delle|dei droga|gocce",
			"nel|nella|nei "+itFood, itOwner, "avvelenare il|la|le|i "+itFood, "") + ", " +
		"do|diamo|dai|daro fuoco al|alla|allo|ai|alle|agli|all' negozio|bar|ristorante|locale|casa|macchina|auto|garage|pizzeria|capannone|magazzino|bottega",
	violenceLone: "sbarazzarmi del corpo|cadavere, sbarazzarsi di un corpo|cadavere, nascondere il corpo|cadavere, " +
		"occultare il cadavere, assumere un sicario, uccidere piu persone possibile, sembrare un incidente|suicidio, sciogliere un corpo, " +
		"costringerle|costringerla|obbligarle|obbligarla|forzarle|forzarla a prostituirsi|battere, farle|farla prostituire|battere, " +
		"mandarle|mandarla a battere, mandarle|mandarla sul marciapiede, " +
		"toglierle|toglierli|togliergli|sequestrargli|sequestrarle|ritirargli|ritirarle il|i passaporto|passaporti|documenti, tenermi i loro passaporti|documenti, " +
		"sembrare un infarto|incidente, sembrasse un infarto|incidente, sembrare una morte naturale, sembrasse una morte naturale, " +
		"lanciarmi|piombare sulla folla, investire la folla, portare una pistola a scuola, portare un coltello a scuola, portare un'arma a scuola" + ", " +
		"organizzare|organizza|organizzo|gestire un giro di prostitute|prostituzione, far prostituire, da far prostituire, " +
		"tenerle|tenerla sotto controllo col debito, le|la tengo sotto controllo col debito, " +
		"tenerle|tenerla sotto controllo con il debito, mandarle|mandarla a battere sulla statale|strada, " +
		"per fare piu morti|vittime, fare il maggior numero di morti|vittime, fare piu morti|vittime possibile, " +
		"uccidere|ammazzare piu gente|persone possibile, fare una strage a|al|alla|allo|nel|nella|nello|in, " +
		"lanciarmi|piombare con la|il macchina|furgone|camion sulla folla|gente, investire piu gente|persone possibile, " +
		"pensi|pensino|creda|credano a un guasto elettrico, pensi|pensino|creda|credano a un cortocircuito|incidente, " +
		"sembri|sembrasse un guasto elettrico, sembri|sembrasse un cortocircuito|incidente|infarto|ictus, " +
		"sembrare un guasto elettrico, sembrare un incidente domestico, sembrare un cortocircuito|ictus, sembrare una caduta, " +
		"dare|dar fuoco al|alla centro|casa|ostello dei migranti|profughi|rifugiati, dare fuoco alla moschea|sinagoga",
	self60: "uccidermi, ammazzarmi, suicidarmi, togliermi la vita, farla finita, porre fine alla mia vita, voglio morire, " +
		"impiccarmi, tagliarmi le vene, buttarmi da un ponte, non voglio piu vivere, morire senza dolore, modo indolore di morire, " +
		"mi voglio ammazzare|uccidere|suicidare|impiccare, mi ammazzero, mi uccidero, non svegliarmi piu, non risvegliarmi piu, addormentarmi per sempre, togliermi di mezzo" + ", " +
		"modo indolore|veloce per farla finita, farla finita senza dolore|soffrire, quante pillole|pastiglie per non svegliarmi, " +
		"quante pillole|pastiglie per morire, per non svegliarmi piu, da che piano|altezza buttarmi, " +
		"buttarmi dal|dalla palazzo|balcone|tetto|finestra|ponte|piano, buttarmi da un palazzo|balcone|tetto|ponte, " +
		"per non sopravvivere",
	self45: "tagliarmi, farmi del male, autolesionarmi, metodi di suicidio, modi per suicidarsi, smettere di mangiare, vomitare dopo mangiato, pro ana, " +
		"tagliarsi|tagliarmi sulle|sui|le|i gambe|braccia|polsi|cosce, tagliarsi|tagliarmi senza, dove tagliarmi|tagliarsi, nascondere i miei tagli" + ", " +
		"nascondere i tagli sulle|sui braccia|polsi|gambe|cosce, " +
		"continuare a tagliarmi, tagliarmi piu profondo",
	self30: "suicidio, suicida, autolesionismo, dose letale",
	sexual: "porno, pornografia, pornografico, scena di sesso, sesso esplicito, erotico, erotica, racconto erotico, orgasmo, " +
		"masturbazione, masturbarsi, fare sesso, fare l'amore, sesso orale, foto nude|intime, nudi, sexting, orgia, sextortion, zoofilia, revenge porn",
	sexualAmb: "sesso, sessuale, sexy, nudo, nuda, sedurre, eccitato, eccitante, feticcio",
	hatePred: "sono animali|ratti|scarafaggi|parassiti|inferiori|spazzatura|feccia|vermi|subumani, non sono umani, dovrebbero morire, " +
		"meritano di morire, dovrebbero essere sterminati, sterminare, espellere tutti, odio i, odio gli, razza inferiore, " +
		"sono tutti ladri|criminali|delinquenti|stupratori|terroristi|parassiti|animali, bisogna cacciarli|eliminarli|bruciarli|sterminarli|rimandarli, " +
		"bruciargli i campi, bruciargli le case, vanno cacciati|eliminati|sterminati|rimpatriati|bruciati, tornino a casa loro",
	hateTerm: "barzelletta razzista, barzellette razziste, battuta razzista, battute razziste, barzelletta sessista, supremazia bianca, " +
		"razza superiore, guerra razziale, grande sostituzione, negazione dell'olocausto, l'olocausto non e mai avvenuto, manifesto",
	hateAmb: "olocausto, shoah, nazista, nazisti, nazismo, hitler, apartheid, schiavitu, razzista, xenofobo, antisemita, omofobo, sessista",
	// "negro" alone is black in Spanish and Portuguese.
	slurs: "negri, sporco|brutto|quel|quello|questo|un negro, negro di merda, frocio, froci, ricchione*, terrone*, zingaraccio*",
	groups: "ebrei, musulmani, islamici, cristiani, i neri, asiatici, cinesi, arabi, africani, meridionali, " +
		"immigrati, migranti, rifugiati, stranieri, i gay, omosessuali, lesbiche, persone trans, donne, le donne, disabili, rom, zingari, minoranze, " +
		"zingaro, immigrato, nigeriani, albanesi, rumeni, marocchini, extracomunitari, clandestini, ebreo, musulmano",
	bomb: "bomba, bombe, esplosivo, esplosivi, ordigno, ordigno esplosivo, granata*, detonatore*, mina antiuomo, silenziatore*" + ", " +
		"polvere dei|di|da petardi|botti, polvere pirica",
	gun: "arma, armi, pistola*, fucile*, revolver, arma da fuoco, armi da fuoco, munizion*, tossina*",
	weapon: "bomba artigianale, bomba a tubo, bottiglia molotov, napalm, termite, tatp, c4, polvere nera, nitroglicerina, " +
		"nitrato di ammonio, arma fantasma, arma stampata in 3d, gas nervino, agente nervino, sarin, ricina, antrace, iprite, " +
		"gas mostarda, cloro gassoso, arma chimica, armi chimiche, arma biologica, armi biologiche, bomba sporca, cintura esplosiva" + ", " +
		"scacciacani per|che sparare|spari proiettili|pallottole|colpi|davvero, modificare|modifica|convertire|trasformare una|la scacciacani, " +
		"modificare|modifica|convertire|trasformare una|la pistola a salve, sparare proiettili veri, sparare pallottole vere, " +
		"a proiettili veri, pistola|arma stampata in 3d, stampare una pistola in 3d, stampare un'arma in 3d",
	drug: "metanfetamina, shaboo, eroina, cocaina, fumare crack, fentanyl, lsd, mdma, ecstasy, ketamina, funghetti allucinogeni, " +
		"droga dello stupro, ghb, oppio, " +
		"anfetamina*",
	drugMid: "droga, droghe, stupefacenti, " +
		"coca",
	drugAmb: "marijuana, hashish, cannabis, pillole, oppioidi",
	drugLone: "cucinare metanfetamina, laboratorio di metanfetamina|droga, comprare droga nel dark web" + ", " +
		"tagliare|taglia|taglio la cocaina|coca, piazzare|spacciare la cocaina|coca a|in, " +
		"coltivare erba|marijuana in casa per venderla|spacciarla, cucinare cristallo|shaboo|meth",
	minor: "bambino, bambina, bambini, bambine, minore, minori, minorenne, minorenni, ragazzina, ragazzino, ragazzine, " +
		"scolaretta, adolescente, adolescenti, preadolescent*, neonato, " +
		"di " + ageNums + " anni, ho|ha|hai|aveva|avevo " + ageNums + " anni, " + ageWords("enne") + ", undicenne|dodicenne|tredicenne|quattordicenne|quindicenne|sedicenne|decenne|novenne",
	sexStrong: "porno*, nudo, nuda, nudi, nude, erotic*, sessualmente, esplicito, esplicita, fare sesso, rapporti sessuali, sesso con, " +
		"masturb*, eccitat*, lingerie, spogliar*",
	sexWeak:    "sesso, sessuale, sessuali, sessualizzare, sexy",
	csam:       "pedopornografia, pornografia infantile, pedopornografico, materiale pedopornografico",
	pedo:       "pedofilia, pedofili, pedofilo, abuso sessuale su minori, abusi sessuali sui minori",
	protective: "denunciare, segnalare, prevenire, prevenzione, proteggere, protezione, rilevare, segnali, vittim*, abuso, educazione sessuale, genitori, legge, illegale",
	request:    "scrivi, genera, descrivi, crea, mostrami, mandami, dove posso, storia, racconto, immagini di, foto di, video di",
	actCrime: "scrivere, scrivi, creare, crea, fare, programmare, sviluppare, inviare, diffondere, installare, " +
		"infettare, comprare, vendere, usare, commettere, riciclare, falsificare, stampare, lanciare, " +
		"generare, redigere, " +
		"scrivimi, creami, programmami, fammi, genera, manda, mandare",
	defend: "rilevare, rilevamento, prevenire, prevenzione, proteggere, proteggermi, protezione, difendere, " +
		"difesa, bloccare, sensibilizzazione, formazione, il|del mio proprio, la|della mia propria, " +
		"autorizzato, con permesso, per evitarlo, riconoscere, identificare, denunciare, sono stato truffato, " +
		"mi hanno hackerato, recuperare, rimuovere, " +
		"come capisco se, capire se, e vera o, verificare se, avvisare, mettere in guardia, e morto|morta, deceduto, deceduta, defunto, defunta, scomparso, scomparsa" + ", " +
		"come controllo se, controllare se, come trovo, come scopro se",
	crime: "riciclaggio di denaro, riciclaggio, evasione fiscale, frode fiscale, frode, truffa, truffe, " +
		"furto d'identita, furto di identita, soldi falsi, banconote false, documenti falsi, passaporto falso, " +
		"carta d'identita falsa, schema ponzi, catena di sant'antonio, corruzione, tangente, tangenti, " +
		"estorsione, ricatto",
	crimeLone: "riciclare denaro|soldi, evadere le tasse, rubare l'identita, ricattare, estorcere, truffare, " +
		"spiare mia moglie|ragazza|compagna, spiare mio marito|ragazzo, spiare il telefono di, " +
		"corrompere un|il giudice|poliziotto|funzionario, falsificare banconote|documenti|firme, " +
		"falsificare una firma, rubare in un negozio, rapinare una banca" + ", " +
		pairUp("leggere|spiare|controllare|intercettare|vedere i|le messaggi|chat|conversazioni|whatsapp|mail|telefono|cellulare|posizione", itOwner) + ", " +
		"leggere|spiare i suoi messaggi, leggere|spiare le sue chat|conversazioni, " +
		pairUp(pairUp("mettere|nascondere|installare|piazzare", "una telecamera nascosta|spia, un gps|localizzatore|tracker|airtag, una microspia"),
			"in|nella|nel camera|casa|macchina|auto|stanza|ufficio|telefono|cellulare della|del|di mia|mio|sua|suo "+itPartner) + ", " +
		"altrimenti|sennò|senno mando|pubblico|giro|invio le tue|sue foto|video, altrimenti|sennò|senno mando|pubblico|giro|invio tue|sue foto|video, " +
		"altrimenti|sennò|senno mando|pubblico|giro|invio le foto|video a tua|tuo|sua|suo|tutti, " +
		"ricattare|ricattarlo|ricattarla con foto|video intimi|intime|nude|nudi, " +
		"altrimenti|sennò|senno lo dico|racconto tutto a tua|sua moglie|famiglia, " +
		"app|applicazione spia le|gli metto|installo|nascondo, ascoltare|registrare le sue chiamate di|senza, " +
		"le chiamate di nascosto, metterle|mettergli|installarle|installargli un'app|app|applicazione spia, " +
		"airtag|gps|localizzatore nella macchina|auto di|della|del mia|mio|sua|suo|tua|tuo " + itPartner + ", " +
		"airtag|gps|localizzatore sotto la macchina|auto di|della|del mia|mio|sua|suo|tua|tuo " + itPartner,
	cyber: "malware, ransomware, keylogger, cavallo di troia, trojan, virus informatico, software spia, spyware, " +
		"email di phishing, pagina di phishing, sito di phishing, attacco ddos, botnet" + ", " +
		pairUp("messaggio|email|mail|sms finto|falso di|della|del, fingendo di essere, spacciandosi per, a nome di|della|del", itOrg) + ", " +
		// a checkout asks for "il codice della carta": the phishing phrase
		// is getting it given
		pairUp("farti|farsi|farmi|fatti|farle|fargli dare|dire|inviare|mandare, chiedendo|chiedere|rubare|chiede|chiedono",
			"i|il codici|codice|numero|numeri|pin della carta, i|il codici|codice|numero|numeri|pin della carta di credito, il codice otp") + ", " +
		"ruba|rubi le password|credenziali, registra i tasti, registra le battiture, tutto cio che digita, cripta|cifra tutti i file, chiede un riscatto, stealer, backdoor, app spia" + ", " +
		"mail|email|messaggio|sms finta|falsa|finto|falso delle|della|del|di poste|banca|inps|amazon|paypal|dhl|brt|sda|intesa|unicredit|agenzia, " +
		"inserire i dati della sua carta sul link, inserire i|il dati|numero|codice|codici|pin della carta sul link, conto sicuro, " +
		"trasferire|spostare i soldi|risparmi su un conto sicuro",
	cyberLone: "accesso non autorizzato, rubare password, rubare le password, rubare credenziali, hackerare qualcuno, " +
		"entrare nell'account di" + ", " +
		pairUp("entrare|entro|accedere|accedo nel|nell'|nella|al|all'|sul|sull'", pairUp(itAccount, itOwner)) + ", " +
		pairUp("entrare|entro|accedere|accedo nel|nell'|al|all'|sul|sull' account|profilo", pairUp("facebook|instagram|whatsapp|tiktok|gmail", itOwner)) + ", " +
		pairUp("rubare|scoprire|trovare|ottenere la password", itOwner) + ", clonare whatsapp, clonare il whatsapp, clonare la sim, " + pairUp("clonare il telefono|cellulare", itOwner),
	hack: "hackerare, violare, craccare, bucare",
	systems: "account, profilo, email, wifi, rete, server, sito, database, telefono, cellulare, computer, " +
		"instagram, facebook, whatsapp, password, di qualcuno, del mio ex, della mia ex, della mia ragazza, " +
		"del mio ragazzo, di mia moglie, del vicino, " +
		"snapchat, tiktok, icloud, gmail, telegram" + ", " +
		"mail, casella",
	steal: "rubare, rapinare, svaligiare",
	belongings: "una macchina, un'auto, un portafoglio, una banca, un negozio, soldi, denaro, un telefono, " +
		"carte di credito, una gioielleria, una casa",
	murder: "farla|farlo|farli|farle morire" + ", " +
		"fargli|farle del male sul serio|davvero, spezzargli|spezzarle|rompergli|romperle le gambe",
}

var russian = lang{
	// A third person's wish or attempt, reported: "Мой брат хочет покончить с собой".
	neutral: pairUp("хочет, хотел, хотела, хотят, хотели, пытался, пыталась, пытались, собирается, собирался, собиралась, решил, решила, грозится, грозился, грозилась",
		"покончить с собой, убить себя, покончить с жизнью, свести счеты с жизнью") + ", " +
		"убить время, не сжечь|поджечь|спалить, убивать время, убить процесс, бомба для ванны, бомбочка для ванны, это бомба, клеевой пистолет, " +
		"водяной пистолет, фотосессия, умираю от смеха|скуки|голода, паническая атака, приступ паники, " +
		"половое воспитание, пол ребенка, язык вражды, преступление на почве ненависти" + ", " +
		ageNums + " лет|года назад|спустя, через|за|около|более|больше|уже|почти|последние|течение|свыше " + ageNums + " лет|года, " +
		pairUp("хочет|хотел|хотела|решил|решила|пытался|пыталась|собирается|собирался|собиралась", "уйти из жизни, наложить на себя руки") + ", " +
		"ушел|ушла|ушли из жизни, сдохнуть от смеха|скуки|жары, " +
		// ordinary uses of sexual words near an age (harm_review_test.go):
		// a criminal case "возбуждено", a changing room, a frank talk,
		// years of experience
		"возбуждено|возбудили|возбудил|возбудила уголовное|административное дело, " +
		"уголовное|административное дело возбуждено|возбудили, возбуждение уголовного|административного дела, " +
		"раздевалк*, откровенн* разговор*|бесед*, откровенно поговорить|рассказать|говорить, " +
		"очень|слишком|сильно возбужден|возбуждена|возбуждены, детское|постельное белье, купить белье, " +
		ageNums + " лет|года опыта|стажа|работы|брака, " + ageNums + " лет|года в браке, опыт|стаж работы " + ageNums + " лет|года" + ", " +
		"стрельбу|стрельба|стрельбы из лука|арбалета|пневматики|рогатки, стрельбу в тире, бойню|битву подушками|снежками, " +
		"резаться в карты|доту|кс|игры|танки|шахматы|приставку, режусь|резались|резаться в, " +
		// Review 2: a chess game with a brother, a print shop, target practice
		"побить|обыграть соседку|тещу|свекровь|отчима|мачеху|бабушку|дедушку|деда|сестру|брата|свекра|тестя|коллегу в|на, " +
		"отправлю|отошлю фото|видео в|на печать, стрельбу|стрельба|стрельбы по мишеням|мишени|тарелочкам|тарелкам|банкам|бутылкам",
	intent: "как мне, как можно, как я могу, скажи как, как сделать, как изготовить, как приготовить, как собрать, как купить, как достать, как получить, " +
		"пошагово, пошаговая, пошаговый, шаг за шагом, инструкция, инструкцию, инструкции, где купить, где достать, где можно, " +
		"я хочу, хочу, мне нужно, я собираюсь, научи меня, научи, расскажи как, объясни как, покажи как, лучший способ, " +
		"самый простой способ, рецепт, руководство, помоги мне, какие ингредиенты, какие материалы, " +
		"чем можно|лучше, какой яд, где взять, где найти, где заказать, как найти, подскажите, посоветуйте, как пронести, как поставить" + ", " +
		"иначе отправлю|отошлю|разошлю|выложу|расскажу, каким ядом|способом|лекарством, какой таблеткой, сколько таблеток, " +
		"какой дозы",
	covert: "чтобы не поймали, чтобы никто не узнал, не оставляя следов, без следов, чтобы не нашли, незаметно, " +
		"не отследить, не отследят, скрыться от полиции, " +
		"чтобы родители не заметили|узнали|увидели, родители не заметили|узнали|увидели, чтобы никто не заметил|увидел, " +
		"чтобы не осталось|оставалось шрамов|следов, не оставалось шрамов, чтобы врачи не поняли|заподозрили, чтобы камеры не сняли, камеры ничего не сняли, мимо охраны" + ", " +
		"при вскрытии ничего не нашли|найдут|обнаружат, не обнаружат при вскрытии, не найдут при вскрытии, " +
		"чтобы вскрытие ничего не показало, родители и|или учителя|классная|мама|папа не заметили|узнали|увидели, " +
		"не заметили шрамы|порезы|следы, чтобы классная не заметила, чтобы никто не узнал что это я, " +
		"чтобы пожарные|страховая не поняли|поняла|догадались",
	edu: "история, исторический, исторически, почему, статистика, исследование, исследования, научный, эссе о, документальный, " +
		"новости, новость, журналист*, газета, согласно, анализ, избежать, избегать, предотвратить, предотвращение, " +
		"профилактика, защитить, защита, безопасность, осведомленность, признаки, жертвы, жертвам, выжившие, сообщить, " +
		"поддержка, последствия, опасность, опасности, риски, влияние, незаконно ли, закон, законы, определение, значение, " +
		"бороться с, борьба с, снизить, родители, помочь другу, помочь человеку, " +
		"задержан*, осужден*, суд, приговор*, обвиня*, законно ли, имеет ли право, разрешено ли, запрещено ли, " +
		"предрассуд*, стереотип*, как ей|ему|им объяснить|возразить",
	medical: "врач, врача, доктор, рецепт врача, побочные эффекты, дозировка, доза, лечение, терапия, терапевт, пациент*, " +
		"клиника, симптомы, выздоровление, реабилитация, зависимость, зависимости, ломка, бросить, фармацевт, аптека, " +
		"беременн*, лекарств*, медицин*, медсестра, больница, больнице, наркоз*, анестези*, операци*",
	fiction:  "роман, рассказ, история, вымысел, вымышленный, персонаж*, фильм, игра, игре, видеоигра, сценарий, сюжет, злодей, фэнтези, глава",
	demolish: "снос, снести, демонтаж, контролируемый взрыв, контролируемого взрыва, пожарные, пожарных, пожарная, учения, потушить, тушить, случайно, урок|уроки|урока труда|технологии",
	actMake: "сделать, делать, изготовить, изготовление, изготовления, собрать, сборка, построить, произвести, производство, " +
		"синтезировать, синтез, создать, сварить, приготовить, напечатать, купить, куплю, покупка, приобрести, достать, " +
		"раздобыть, заказать, провезти, контрабанда, продать, продавать, спрятать, переправить, " +
		"взять",
	actWeapon: "взорвать, подорвать, заложить, установить, переделать, модифицировать",
	actDrug:   "вырастить, выращивать, экстрагировать, вколоть, уколоться, нюхать, курить, барыжить, распространять, сбывать",
	actPlan: "спланировать, планировать, совершить, совершать, организовать, осуществить, " +
		"вывезти, завербовать, заманить, переправить",
	actWrite: "напиши, написать, сгенерируй, создай, опиши, описать, расскажи, составь, придумай, продолжи, дай мне",
	promote:  "пропагандировать, пропаганда, прославлять, восхвалять, оправдывать, оправдать, нормализовать, поощрять, призывать к, подстрекать, убедить, романтизировать",
	kill: "убить, убью, убивать, зарезать, задушить, утопить, застрелить, отравить, пытать, похитить, " +
		"обезглавить, сжечь заживо, изнасиловать, прикончить, замочить, грохнуть, " +
		"задавить",
	hurt: "ранить, избить, побить, ударить, напасть на, навредить, покалечить, избавиться от, устранить",
	targets: "человека, кого-то, кого-нибудь, людей, мужчину, женщину, ребенка, детей, его, ее, их, " +
		"мою|свою жену|девушку|мать|маму|сестру|дочь|соседку|учительницу|начальницу|семью|бывшую|тещу|свекровь, " +
		"моего|своего мужа|парня|отца|папу|брата|сына|соседа|начальника|босса|учителя|коллегу|друга|бывшего|врага|соперника, " +
		"соседа, президента, полицейского, евреев, мусульман, мигрантов, " +
		"толпу, одноклассников, учителей" + ", " +
		"соседку, тещу, свекровь, отчима, мачеху, начальницу, бабушку, дедушку, деда, сестру, брата, свекра, тестя, зятя, невестку, " +
		"коллегу",
	violence: "убийство, массовый расстрел, стрельба в школе, теракт, террористический акт, террористическая атака, резня, массовое убийство, " +
		"захват заложников, заказное убийство, киллер*, геноцид, этническая чистка, торговля людьми, пытки, пытку, заминированный автомобиль, " +
		"под видом работы, фиктивную работу, секс-рабство, сексуальное рабство, сексуальная эксплуатация, бордель",
	how: "как",
	howVerbs: "поджечь, сжечь, спалить, разбомбить, заминировать, " +
		"зайти, войти, залезть, попасть, подсыпать, подмешать, пронести, прочитать, читать, отследить, следить, клонировать",
	placeAttack: russianPlaces + ", " +
		pairUp("поджечь|сжечь|спалить", pairUp(ruDet, ruPlace2)) + ", " +
		pairUp(pairUp("подсыпать|подмешать|подлить|добавить|насыпать|налить|положить|подсыплю|подмешаю", ruPoison), "в "+ruFood) + ", " +
		pairUp(pairUp("подсыпать|подмешать|подлить", ruDat), ruPoison+", в "+ruFood) + ", " +
		"подсыпать|подмешать|подлить яд|отраву|клофелин|мышьяк, подсыпать|подмешать крысиный яд, " +
		pairUp("отравить "+ruFood, ruGen),
	violenceLone: "избавиться от тела|трупа, спрятать тело|труп, растворить тело|труп, нанять киллера, убить как можно больше людей, " +
		"выглядело как несчастный случай|самоубийство, " +
		"забрать|отобрать|отнять у них|нее|девушек паспорта|паспорт|документы, " +
		"заставить|заставлять их|ее|девушек заниматься проституцией, заставить|заставлять их|ее|девушек работать проститутками, " +
		"продать|продавать в сексуальное рабство, продать|продавать в бордель, продать|продавать в рабство, " +
		"пронести|протащить нож|оружие|пистолет|ствол|взрывчатку в школу|класс, пронести|протащить нож|оружие|пистолет|ствол мимо охраны, " +
		"пронести|протащить нож|оружие|пистолет|ствол через рамку|металлоискатель, въехать|врезаться в толпу, протаранить толпу, " +
		"выглядело как сердечный приступ, выглядело как инфаркт, выглядело как естественная смерть, врачи подумали на сердце|инфаркт" + ", " +
		"устроить|устрою теракт|теракты|бойню|резню|стрельбу, куда поставить|оставить|заложить бомбу|взрывчатку чтобы, " +
		"куда поставить|оставить сумку|рюкзак чтобы погибло|пострадало|взорвалось|рвануло|больше, " +
		"чтобы погибло|пострадало больше людей|народу, чтобы погибло|пострадало как можно больше, больше всего людей чтобы, " +
		"въехать на машине в толпу, задавить как можно больше, чтобы|чтоб выглядело как короткое замыкание, чтобы|чтоб выглядело как замыкание, " +
		"сгорело как будто от проводки, поджечь общежитие|дом|хостел мигрантов|приезжих|беженцев",
	self60: "убить себя, покончить с собой, покончить с жизнью, свести счеты с жизнью, покончу с собой, убью себя, хочу умереть, я хочу умереть, повеситься, " +
		"вскрыть вены, прыгнуть с моста, не хочу жить, умереть без боли, безболезненно умереть, безболезненный способ умереть, " +
		"уйти из жизни, не проснуться, уснуть и не проснуться, заснуть и не проснуться, наложить на себя руки, сдохнуть, хочу сдохнуть, выпилиться" + ", " +
		"сколько таблеток чтобы не проснуться, сколько таблеток чтобы умереть, с какого этажа прыгнуть|спрыгнуть чтобы, " +
		"с какой высоты прыгнуть|спрыгнуть чтобы, чтобы точно не выжить, безболезненно уйти из жизни, безболезненно покончить",
	self45: "порезать себя, резать себя, навредить себе, причинить себе боль, способы самоубийства, способ самоубийства, " +
		"перестать есть, вызвать рвоту после еды, про-ана, селфхарм, " +
		"резать руки|вены|запястья, порезать руки|вены|запястья, спрятать|скрыть свои|мои порезы, спрятать|скрыть порезы на руках|запястьях|ногах|бедрах" + ", " +
		"как резаться так|чтобы|незаметно, где резаться, где резать себя, резаться чтобы, резаться незаметно, " +
		"спрятать шрамы от родителей|учителей",
	self30: "самоубийство, суицид, суицидальн*, самоповреждение, передозировка, смертельная доза, летальная доза",
	sexual: "порно, порнография, порнографический, порнографическую, секс-сцена, откровенный секс, откровенную сцену, эротический, " +
		"эротическую, эротика, эротический рассказ, оргазм, мастурбация, мастурбировать, заняться сексом, секс с, интимные фото, " +
		"обнаженные фото, нюдсы, секстинг, оргия, секс-шантаж, зоофилия",
	sexualAmb: "секс, сексуальн*, голый, голая, обнаженн*, соблазнить, возбужден*, фетиш",
	hatePred: "животные, крысы, тараканы, паразиты, недочеловеки, мусор, отбросы, низшая раса, не люди, должны умереть, " +
		"заслуживают смерти, должны быть уничтожены, уничтожить, истребить, выслать всех, ненавижу всех, " +
		"это|они звери|скоты|обезьяны, все звери, надо гнать, гнать палками|метлой, надо выгнать|выселить|депортировать|перебить|уничтожить всех, " +
		"все преступники|бандиты|насильники|террористы, виноваты во всем, во всем виноваты, понаехали, пусть валят|убираются",
	hateTerm: "расистская шутка, расистские шутки, расистский анекдот, сексистская шутка, превосходство белой расы, высшая раса, " +
		"расовая война, великое замещение, отрицание холокоста, холокоста не было, манифест",
	hateAmb: "холокост, нацист, нацисты, нацизм, гитлер, третий рейх, апартеид, рабство, расистский, ксенофобский, антисемитский, гомофобный",
	slurs: "жид, жиды, жидов, хач, хачи, хачей, чурка, чурки, пидор*, ниггер*, хохол, хохлы, чурбан*" + ", " +
		"напиши|составь|сочини расистскую|националистическую|антисемитскую|гомофобную речь|статью|листовку|пост|манифест",
	groups: "евреи, евреев, мусульмане, христиане, чернокожие, азиаты, китайцы, арабы, африканцы, кавказцы, " +
		"иммигранты, мигранты, приезжие, беженцы, геи, гомосексуалы, лесбиянки, трансгендеры, женщины, инвалиды, цыгане, меньшинства, " +
		"мигрантов, приезжих, таджики, узбеки, киргизы, чеченцы, азербайджанцы, гастарбайтеры, негры, евреи",
	bomb: "бомб*, взрывчатк*, взрывчатое вещество, взрывное устройство, гранат*, детонатор*, противопехотная мина, глушител*",
	gun:  "оружие, оружия, пистолет*, винтовк*, ружье, автомат, огнестрельное оружие, патрон*, боеприпас*, токсин*, яд",
	weapon: "самодельная бомба, самодельную бомбу, трубчатая бомба, коктейль молотова, молотова, напалм, термит, тапер, tatp, c4, " +
		"черный порох, нитроглицерин, аммиачная селитра, аммиачную селитру, оружие-призрак, оружие на 3d-принтере, нервно-паралитический газ, " +
		"нервно-паралитическое, зарин, рицин, сибирская язва, сибирской язвы, иприт, горчичный газ, химическое оружие, " +
		"биологическое оружие, грязная бомба, пояс шахида, пояс смертника" + ", " +
		"переделать|переделка|переделки травмат|травматику|охолощенку|охолощенный|сигнальный|пневмат под боевые|боевой, " +
		"под боевые патроны, под боевой патрон, переделать травмат|травматику|охолощенку",
	drug: "метамфетамин, мет, первитин, героин, кокаин, крэк, фентанил, лсд, мдма, экстази, кетамин, галлюциногенные грибы, " +
		"спайс, мефедрон, опиум, " +
		"меф, амфетамин, альфа-пвп",
	drugMid: "наркотик*, наркоту, наркота, дурь, " +
		"бошки, гаш",
	drugAmb:  "марихуана, марихуану, травка, травку, косяк, каннабис, гашиш, таблетки, опиоиды",
	drugLone: "варить мет, сварить мет, нарколаборатория, купить наркотики в даркнете, закладки, закладку",
	minor: "ребенок, ребенка, ребенком, дети, детей, детьми, несовершеннолетн*, девочк*, мальчик*, малолетк*, школьниц*, " +
		"школьник*, подросток, подростка, подростки, младенец" + ", " +
		ageNums + " лет|годиков|годика, " + ageWords("-летн*") + ", семилетн*|восьмилетн*|девятилетн*|одиннадцатилетн*|двенадцатилетн*|тринадцатилетн*|четырнадцатилетн*|пятнадцатилетн*|шестнадцатилетн*, " +
		"семи|восьми|девяти|десяти|одиннадцати|двенадцати|тринадцати|четырнадцати|пятнадцати|шестнадцати лет",
	sexStrong: "порно*, голый, голая, голые, голой, обнаженн*, эротическ*, сексуально, откровенн*, половой акт, секс с, " +
		"заняться сексом, мастурб*, возбужд*, раздева*, белье",
	sexWeak:    "секс, сексуальн*, сексуализ*",
	csam:       "детская порнография, детское порно, детскую порнографию, цп ссылки",
	pedo:       "педофилия, педофилию, педофилы, педофил, сексуальное насилие над детьми, растление",
	protective: "сообщить, предотвратить, профилактика, защитить, защита, признаки, жертв*, насилие, половое воспитание, родители, закон, незаконно",
	request:    "напиши, сгенерируй, опиши, создай, покажи мне, пришли мне, где найти, рассказ, историю, фото, видео, картинки",
	actCrime: "написать, напиши, создать, создай, сделать, сделай, запрограммировать, разработать, разослать, " +
		"отправить, распространить, распространять, установить, заразить, купить, продать, использовать, " +
		"совершить, отмыть, отмывать, подделать, напечатать, запустить, сгенерировать, составить, составь, " +
		"накидай, набросай, сочини",
	defend: "обнаружить, обнаружение, выявить, выявление, предотвратить, предотвращение, защитить, защититься, " +
		"защита, защиты, заблокировать, блокировать, обучение сотрудников, осведомленность, мой собственный, " +
		"мою собственную, мой сервер, свой сервер, свою сеть, с разрешения, авторизованный, " +
		"чтобы не попасться на, распознать, сообщить, меня обманули, меня взломали, восстановить, удалить, " +
		"шантажирует|шантажировал|шантажируют|шантажировали меня|нас, меня шантажирует|шантажируют|шантажировал|шантажировали, " +
		"как распознать, как проверить, памятка, памятку, предупредить, " +
		"умер, умерла, умершего, умершей, умершему, скончался, скончалась, покойного, покойной",
	crime: "отмывание денег, отмывания денег, уклонение от уплаты налогов, уклонения от налогов, мошенничество, " +
		"мошенничества, мошенническую схему, кража личности, кражи личности, фальшивые деньги, " +
		"фальшивых денег, фальшивые купюры, поддельные документы, поддельный паспорт, " +
		"поддельное удостоверение, финансовая пирамида, финансовую пирамиду, взятка, взятку, взятки, " +
		"вымогательство, шантаж",
	crimeLone: "отмыть деньги, отмывать деньги, уклониться от налогов, не платить налоги, украсть личность, " +
		"шантажировать, вымогать деньги, обмануть пенсионеров, обмануть людей, обманывать людей, " +
		"следить за женой|мужем|девушкой|парнем, прочитать переписку жены|мужа|девушки|парня, дать взятку, " +
		"подкупить, подделать деньги|документы|подпись|паспорт, своровать в магазине, украсть в магазине, " +
		"ограбить банк|магазин|квартиру|дом" + ", " +
		pairUp("читать|прочитать|прочесть|перехватывать|просматривать|смотреть", "ее|его переписку|сообщения|смс|чаты") + ", " +
		pairUp("поставить|установить|повесить слежку|прослушку|жучок|маячок|трекер на", "ее|его") + ", " +
		pairUp(pairUp("поставить|установить|повесить слежку|прослушку|жучок|маячок|трекер на", "телефон|машину"), ruGen) + ", " +
		"поставить|установить шпионскую программу, поставить|установить шпионское приложение, " +
		pairUp("отслеживать|следить за геолокацией|местоположением|телефоном", ruGen) + ", " + pairUp("отслеживать геолокацию|местоположение|телефон", ruGen) + ", " +
		"поставить|установить|повесить|подкинуть|спрятать жене|мужу|девушке|парню|бывшей|бывшему трекер|маячок|жучок|прослушку|шпионскую|шпион, " +
		"видеть геолокацию|местоположение|перемещения жены|мужа|девушки|парня|бывшей|бывшего, тайно|незаметно видеть ее|его геолокацию|местоположение|перемещения, видеть ее|его геолокацию|местоположение|перемещения тайно|незаметно|втайне, читать ее|его переписку, читать переписку жены|мужа|девушки|парня, " +
		"иначе отправлю|отошлю|разошлю|выложу фото|видео|интимные, шантажировать интимными фото|видео|фотками, " +
		"иначе расскажу жене|мужу|родным",
	cyber: "вредоносное по, вредоносную программу, вредоносную программу, вирус-шифровальщик, шифровальщик, " +
		"программу-вымогатель, кейлоггер, троян, компьютерный вирус, шпионскую программу, шпионское по, " +
		"фишинговое письмо, фишинговую страницу, фишинговый сайт, фишинг, ddos-атаку, ddos атаку, ддос, " +
		"ботнет" + ", " +
		pairUp("от имени, представиться|представляясь сотрудником", ruOrg) + ", от имени службы безопасности, " +
		// a checkout asks for "номер карты" and "код подтверждения": the
		// phishing phrase is getting them told
		pairUp("выманить|выманивать|выведать|выудить|запросить|назвал|назвала|назвать|продиктовал|продиктовала|продиктовать",
			"код из смс|sms, код подтверждения, данные карты, номер карты, cvv, cvc, три цифры на обороте") + ", " +
		"стилер, крадет|ворует пароли|куки, записывает нажатия клавиш, шифрует все файлы, требует выкуп" + ", " +
		"называли|назвали|называл|называла|сообщили|продиктовали|диктовали код из смс|sms, " +
		"называли|назвали|сообщили код подтверждения, от службы безопасности, звонка от службы безопасности, " +
		"скрипт звонка|разговора от, на безопасный счет, перевести деньги на безопасный|защищенный счет",
	cyberLone: "несанкционированный доступ, украсть пароли, украсть пароль, украсть данные карт, взломать кого-то" + ", " +
		pairUp("зайти|войти|залезть|попасть в чужой|чужую|чужие", ruAccount) + ", " + pairUp(pairUp("зайти|войти|залезть|попасть в", ruAccount), ruGen) + ", " +
		"узнать|украсть|подобрать пароль от чужого|чужой|ее|его, клонировать ватсап|whatsapp|симку|сим-карту",
	hack: "взломать, взломай, взлома, взлом, хакнуть, взламывать",
	systems: "аккаунт, аккаунта, учетную запись, почту, почты, вайфай, wi-fi, сеть, сети, сервер, сайт, сайта, " +
		"базу данных, телефон, телефона, компьютер, инстаграм, вконтакте, телеграм, пароль, пароля, соседа, " +
		"бывшей, бывшего, жены, мужа, девушки, " +
		"вк, страницу, ватсап, вацап, whatsapp, телеграм, телеге",
	steal:      "украсть, своровать, угнать, ограбить, стащить",
	belongings: "машину, автомобиль, кошелек, банк, магазин, деньги, телефон, кредитные карты, ювелирный, квартиру",
}

// The helpers below build phrases of the categories a blind test written
// in these six languages found missing (2026-11-27): poisoning a person's
// food or drink, spying on a partner, getting into another person's
// account, phishing that impersonates a bank or a courier, trafficking,
// self-harm hidden from parents and first-person wishes to die, arson of
// homes and shops, hateful statements about a group, drugs in street words,
// weapons brought into a school, malware, and ages written as numbers near
// sexual words. The phrases name the person or the request ("entrar en el
// Instagram de mi ex", "quitarles el pasaporte", "leer sus mensajes"), so
// news, help for someone else and one's own account stay low; neutral
// phrases keep haircuts, Coca-Cola, "twelve years ago" and a friend's words
// apart.
//
// A second blind test (2026-11-27) found the requests said the way people
// say them: relatives and acquaintances as the persons of violent verbs
// (stepfather, mother-in-law, "patroa"), colloquial verbs ("cargarse a",
// "casser les jambes", "umbringe"), a death made to look like an accident,
// a stroke or a short circuit, poison an autopsy would not find, the pills
// or the height "to not wake up", cuts hidden from family, a tracker or a
// spy app put on a partner's phone or car, a transfer to a "safe account",
// sextortion ("o se las mando a toda su familia", "sonst schicke ich deine
// Nacktbilder"), pimping ("hacer la calle", "fazer programa", "far
// prostituire"), driving into a crowd, accelerants, street drugs and their
// selling, blank and alarm pistols converted to live fire, 3D-printed guns,
// and racist speeches asked for a school project. Each phrase carries its
// request or its person; the same words in news, a victim's question, a
// relative's words, sport, cooking and idioms are neutral or framed
// (harm_blind2_latin_test.go).

// ageNums are the ages of a minor written as numbers ("una niña de 12
// años"); the years of "después de 12 años", "il y a 12 ans" and "12 лет
// назад" are neutral in each language.
const ageNums = "1|2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|17"

// ageWords returns each age of ageNums followed by suffix, as alternatives
// of one word ("12enne", "12-jahrig*").
func ageWords(suffix string) string {
	var out []string
	for _, n := range strings.Split(ageNums, "|") {
		out = append(out, n+suffix)
	}
	return strings.Join(out, "|")
}

// poisoned returns the phrases that put a poison into a person's food or
// drink: put + poison + into + food ("echarle veneno en la comida"),
// put + into + food + a person's ("mettere nel tè di mia zia"), and
// poison + food + a person's ("envenenar la comida de mi jefe").
//
// vague are substances that are only a poison when the food is a person's
// ("le pongo algo en la leche al bebé" is honey for a cold).
func poisoned(put, poison, vague, into, owner, poisonVerb, food string) string {
	out := []string{
		pairUp(pairUp(put, poison), into),
		pairUp(pairUp(put, into), owner),
		pairUp(pairUp(poisonVerb, food), owner),
	}
	if vague != "" {
		out = append(out, pairUp(pairUp(pairUp(put, vague), into), owner))
	}
	return strings.Join(out, ", ")
}

const (
	// an exam or a school subject one fails a pupil in ("cargarse a alguien en")
	esExam    = "examen|examenes|asignatura|evaluacion|final|recuperacion|selectividad|oposicion|practica|trimestre"
	esSubject = "mates|matematicas|fisica|quimica|ingles|lengua|historia|biologia|junio|septiembre"
	esPartner = "novia|novio|esposa|esposo|marido|mujer|pareja|ex|exnovia|exnovio|expareja|cunado|cunada|padrastro|madrastra|socio|socia|casero|casera|compi|jefe|jefa|vecino|vecina|suegra|suegro|companero|companera|amigo|amiga|hermano|hermana|tia|tio"
	esOwner   = "de mi|su|tu " + esPartner + ", de otra persona, de alguien"
	esFood    = "comida|bebida|caldo|pure|infusion|tila|colacao|tortilla|guiso|cafe|te|sopa|vaso|copa|cena|desayuno|agua|zumo|cerveza|vino|leche|plato|cubata"
	esPlace2  = "nave|bar|restaurante|local|piso|apartamento|chalet|almacen|negocio|taller|garaje|cochera|granero|finca|discoteca|gasolinera|comercio|cortijo|kiosco"
	// what one gets into; not "perfil": "entrar en el perfil de mi amiga"
	// is visiting her profile page
	esAccount = "instagram|facebook|whatsapp|correo|email|gmail|hotmail|movil|celular|telefono|snapchat|tiktok|twitter|icloud|cuenta|ordenador|telegram|messenger"
	esOrg     = "banco|bbva|santander|caixabank|bankinter|sabadell|correos|hacienda|policia|paypal|amazon|netflix|seur|mrw|dhl|microsoft|apple|movistar|vodafone|endesa|iberdrola|dgt"
)

const (
	frPartner = "copine|copain|femme|mari|epouse|ex|beau-pere|beau-frere|belle-soeur|associe|associee|proprio|coloc|patron|patronne|voisin|voisine|belle-mere|collegue|ami|amie|frere|soeur|compagne|compagnon|tante|oncle"
	frOwner   = "de ma|mon|sa|son " + frPartner + ", de quelqu'un, d'une autre personne"
	frFood    = "cafe|the|verre|boisson|repas|assiette|soupe|plat|biere|vin|jus|nourriture|diner|dejeuner|tisane"
	frPlace2  = "appart|appartement|studio|bar|resto|restaurant|boutique|commerce|local|entrepot|hangar|grange|garage|pavillon|kebab|epicerie|cafe|chalet|villa|cabane"
	frAccount = "compte|telephone|portable|instagram|facebook|snapchat|whatsapp|messagerie|mail|ordinateur|icloud|gmail|tiktok"
	frOrg     = "la|ma|sa|une banque|poste|caf|police|gendarmerie|secu, ameli|paypal|amazon|netflix|chronopost|colissimo|dhl|ups|microsoft|apple|free|orange|sfr|bouygues|edf|antai|impots|bnp|lcl"
)

const (
	deOwner    = "meiner frau|freundin|ex|partnerin|chefin|nachbarin|schwester|mutter|kollegin, meines mannes|freundes|partners|chefs|nachbarn|bruders|kollegen|ex, von meiner|meinem frau|freundin|mann|freund|ex|partner|partnerin|nachbarn|nachbarin, einer anderen person, von jemandem, von jemand anderem"
	deOwnerGen = "meines|meiner|seines|ihres|unseres oma|opa|stiefvaters|schwiegervaters|schwagers|nachbarn|chefs|ex|bruders|vaters|mannes|freundes|nachbarin|chefin|frau|freundin|mutter|schwester|schwiegermutter|vermieters"
	deFood     = "essen|getrank|trinken|kaffee|tee|glas|bier|wein|drink|suppe|mittagessen|abendessen|saft|wasser"
	dePlace2   = "mehrfamilienhaus|einfamilienhaus|wohnhaus|wohnblock|lagerhalle|halle|kneipe|bar|restaurant|imbiss|werkstatt|garage|gartenlaube|laube|ferienhaus|lokal|hutte|stall|donerladen|dönerladen|shisha-bar|bude|ladenlokal|mietshaus"
	deOrg      = "sparkasse|bank|volksbank|postbank|commerzbank|dhl|post|paypal|amazon|netflix|polizei|finanzamt|telekom|vodafone|microsoft|apple|ing|n26|dkb|hermes|dpd"
)

const (
	ptPartner = "namorada|namorado|esposa|marido|mulher|ex|chefe|patroa|patrao|cunhado|cunhada|padrasto|madrasta|socio|socia|vizinho|vizinha|sogra|sogro|colega|amigo|amiga|irmao|irma|companheira|companheiro|tia|tio"
	ptOwner   = "do|da meu|minha|seu|sua " + ptPartner + ", dela|dele, de outra pessoa, de alguem"
	ptFood    = "comida|bebida|cafe|cha|suco|copo|janta|jantar|almoco|sopa|cerveja|agua|marmita|prato|vinho|leite"
	ptPlace2  = "apartamento|ape|barraco|bar|restaurante|lanchonete|galpao|armazem|comercio|oficina|garagem|sitio|fazenda|boate|padaria|mercado|barracao|chacara|kitnet"
	ptAccount = "instagram|facebook|whatsapp|zap|email|conta|celular|telefone|icloud|gmail|tiktok|telegram"
	ptOrg     = "banco|bradesco|itau|caixa|santander|nubank|correios|receita|policia|inss|serasa|detran|pix|paypal|amazon|netflix|sedex"
)

const (
	itPartner = "ragazza|ragazzo|moglie|marito|cognato|cognata|patrigno|matrigna|titolare|coinquilino|coinquilina|fidanzata|fidanzato|ex|capo|vicino|vicina|suocera|suocero|collega|amico|amica|fratello|sorella|zia|zio|compagna|compagno|socio"
	itOwner   = "di mia|mio|sua|suo " + itPartner + ", della|del mia|mio|sua|suo " + itPartner + ", di un'altra persona, di qualcuno, di un altro"
	itFood    = "te|caffe|cibo|bicchiere|bevanda|drink|piatto|minestra|zuppa|vino|birra|acqua|cena|pranzo|latte|tisana|spritz"
	itPlace2  = "bar|ristorante|pizzeria|locale|appartamento|villa|capannone|magazzino|fienile|garage|box|officina|baita|bottega|pub|discoteca|sede|tabaccheria|chiosco"
	itAccount = "account|mail|casella|messenger|snapchat|instagram|facebook|whatsapp|telefono|cellulare|email|posta|icloud|gmail|tiktok|telegram"
	itOrg     = "poste|banca|intesa|unicredit|inps|amazon|paypal|netflix|bartolini|brt|dhl|sda|carabinieri|polizia|enel|agenzia"
)

const (
	ruGen     = "жены|мужа|девушки|парня|бывшей|бывшего|соседа|соседки|начальника|подруги|друга|сестры|брата|тещи|свекрови|коллеги"
	ruDat     = "мужу|жене|свекрови|теще|соседу|соседке|начальнику|девушке|парню|бывшему|бывшей|подруге|другу|брату|сестре|отчиму|мачехе|тете|дяде"
	ruFood    = "еду|чай|кофе|напиток|суп|стакан|вино|пиво|воду|тарелку|бокал|обед|ужин|завтрак|компот|сок"
	ruPoison  = "яд|отраву|мышьяк|цианид|клофелин|снотворное|антифриз|таблетки|что-то"
	ruPlace2  = "дачу|гараж|сарай|кафе|бар|ресторан|склад|ларек|киоск|подъезд|дверь|баню|клуб|салон|палатку|павильон"
	ruAccount = "аккаунт|страницу|вк|почту|телефон|инстаграм|телеграм|ватсап|whatsapp|переписку"
	ruOrg     = "банка|сбербанка|сбера|полиции|госуслуг|налоговой|мвд|фсб|втб|тинькофф|почты|озона|вайлдберриз|авито"
)
