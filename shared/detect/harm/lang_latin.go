package harm

// Languages in Latin script (diacritics are folded away, so "cómo" and
// "como" are one word) and Russian.

var spanish = lang{
	neutral: "matar el tiempo, no quemar|incendiar, mata el tiempo, matar moscas, bomba de humo, bomba de baño, bomba de semillas, " +
		"bomba de agua, bomba de calor, bomba de insulina, bomba de relojeria, es la bomba, pistola de silicona|pegamento|agua|calor, " +
		"matar el proceso, matar la sesion, disparar una foto, sesion de fotos, estalla la risa, " +
		"me mata de risa, me muero de risa, muerto de hambre|risa|miedo|sueno|cansancio, drogueria, " +
		"ataque de panico|ansiedad|risa|tos, ataque al corazon, ataque cardiaco, pollo asado, vino tinto, " +
		"educacion sexual, sexo del bebe, violencia de genero, discurso de odio, delito de odio, delitos de odio",
	intent: "como puedo|podria|hago|hacer|fabricar|conseguir|preparar, como se hace|puede, paso a paso, instrucciones, " +
		"donde puedo|compro|consigo, donde comprar|conseguir, quiero, quisiera, necesito, voy a, ensename, dime como, " +
		"explicame como, explica como, la mejor manera|forma de, manera mas facil, receta para|de, guia para, ayudame a, " +
		"que necesito para, que ingredientes, que materiales",
	covert: "sin que me atrapen|pillen|descubran|detecten, sin que nadie se entere, sin que nadie lo sepa, sin dejar rastro|rastros|huellas|pruebas|marcas, " +
		"sin ser detectado|descubierto|atrapado, indetectable, irrastreable, salirme con la mia, evadir a la policia",
	edu: "historia de, historico, historica, por que, estadisticas, investigacion, estudio, estudios, academico, ensayo sobre, " +
		"documental, noticia, noticias, periodista, periodico, segun, analisis de, evitar, prevenir, prevencion, proteger, " +
		"proteccion, seguridad, concienciacion, senales de, victimas, sobrevivientes, denunciar, apoyo, consecuencias, " +
		"peligros de, riesgos de, efectos de, es ilegal, ley, leyes, definicion de, significado de, combatir, reducir, " +
		"hablar con mis hijos, padres, ayudar a un amigo, ayudar a alguien",
	medical: "medico, medica, doctor, doctora, receta medica, efectos secundarios, dosis, tratamiento, terapia, terapeuta, " +
		"paciente, pacientes, clinica, clinico, sintomas, recuperacion, rehabilitacion, adiccion, adicto, abstinencia, " +
		"dejar de, farmaceutico, farmacia, embarazo, embarazada, medicamento*, medicina, enfermera, hospital",
	fiction: "novela, cuento, relato, ficcion, ficticio, personaje*, pelicula, videojuego, juego, guion, trama, villano, " +
		"fantasia, capitulo, narrativa",
	demolish: "demolicion, demoler, voladura controlada, explosion controlada, quema controlada, bomberos, simulacro de incendio, extinguir, apagar el fuego, por accidente, accidentalmente",
	actMake: "hacer, hago, haga, hacerla|hacerlo, fabricar*, fabrico, construir, construyo, armar, ensamblar, producir, sintetizar, " +
		"crear, cocinar, preparar, imprimir, comprar*, compro, adquirir, conseguir, consigo, obtener, pedir, " +
		"contrabandear, contrabando, vender*, vendo, esconder, ocultar, enviar, importar, elaborar",
	actWeapon: "detonar, hacer estallar, hacer explotar, colocar, plantar, convertir, modificar",
	actDrug:   "cultivar, extraer, inyectar*, esnifar, fumar, traficar, trafico, drogarme, colocarme, adulterar",
	actPlan:   "planear, planificar, cometer, llevar a cabo, organizar, perpetrar, ejecutar",
	actWrite:  "escribe, escribir, escribeme, genera, generar, redacta, describe, describir, narra, cuentame, dime, dame, crea, continua",
	promote: "promover, promueve, promocionar, glorificar, glorifica, normalizar, normaliza, fomentar, alentar, " +
		"animar a, elogiar, justificar, justifica, incitar, incita, convencer, persuadir, romantizar",
	kill: "matar, mato, se mata, matarlo|matarla|matarle|matarlos|matarlas, asesinar*, apunalar, acuchillar, estrangular, " +
		"ahogar, disparar, dispararle, envenenar*, torturar*, secuestrar*, decapitar, quemar vivo|viva, violar, apalear",
	hurt: "herir, lastimar, hacer dano, golpear, pegarle, atacar, agredir, deshacerme de, eliminar",
	targets: "a alguien, a una persona, a la gente, a las personas, a un hombre, a una mujer, a un nino, a una nina, a los ninos, " +
		"a mi|su|tu esposa|esposo|marido|mujer|novia|novio|jefe|jefa|vecino|vecina|vecinos|profesor|profesora|companero|companera|" +
		"madre|padre|mama|papa|hermano|hermana|hijo|hija|familia|amigo|amiga|ex|suegra|suegro|rival|enemigo, " +
		"a el, a ella, a ellos, al presidente, al policia, a un policia, a los judios, a los musulmanes, a los inmigrantes, " +
		"alguien, mi|su vecino|vecina|esposa|marido|jefe|novia|novio",
	clitics: "lo, la, le, los, las",
	violence: "tiroteo masivo, tiroteo escolar, atentado terrorista, ataque terrorista, masacre, toma de rehenes, asesinato, " +
		"sicario, genocidio, limpieza etnica, trata de personas, tortura, carro bomba",
	how:         "como",
	howVerbs:    "volar, dinamitar, bombardear, incendiar, quemar, prender fuego a, prenderle fuego a, envenenar",
	placeAttack: spanishPlaces,
	violenceLone: "deshacerme del cuerpo, deshacerse de un cadaver, esconder el cuerpo|cadaver, ocultar el cuerpo|cadaver, " +
		"contratar a un sicario, matar a tanta gente, que parezca un accidente|suicidio, disolver un cuerpo",
	self60: "matarme, suicidarme, quitarme la vida, acabar con mi vida, terminar con mi vida, quiero morir, quiero morirme, " +
		"ahorcarme, cortarme las venas, tirarme de un puente, no quiero vivir, manera indolora de morir, morir sin dolor",
	self45: "cortarme, hacerme dano, autolesionarme, lastimarme, metodos de suicidio, formas de suicidarse, dejar de comer, " +
		"provocarme el vomito, pro ana",
	self30: "suicidio, suicida, autolesion, autolesiones, sobredosis, dosis letal, se suicido",
	sexual: "porno, pornografia, pornografico, pornografica, escena de sexo, sexo explicito, erotico, erotica, relato erotico, " +
		"orgasmo, masturbacion, masturbarse, tener sexo, sexo oral, desnudos, fotos desnudas|intimas, sexting, orgia, " +
		"sextorsion, zoofilia, bestialismo, pornografia de venganza",
	sexualAmb: "sexo, sexual, sexy, desnudo, desnuda, seducir, excitado, excitante, fetiche",
	hatePred: "son animales, son ratas, son cucarachas, son parasitos, son inferiores, son basura, son escoria, son una plaga, " +
		"no son humanos, deberian morir, merecen morir, deberian ser exterminados, exterminar, deportar a todos, " +
		"hay que eliminarlos, odio a los, raza inferior, infrahumanos, subhumanos",
	hateTerm: "chiste racista, chistes racistas, chiste machista, supremacia blanca, raza superior, guerra racial, " +
		"gran reemplazo, negacion del holocausto, el holocausto nunca ocurrio, manifiesto",
	hateAmb: "holocausto, nazi, nazis, nazismo, hitler, apartheid, esclavitud, racista, xenofobo, antisemita, homofobo, machista",
	slurs:   "sudaca*, maricon*, negrata*, panchito*",
	groups: "judios, musulmanes, cristianos, los negros, personas negras, asiaticos, chinos, latinos, " +
		"mexicanos, gitanos, arabes, africanos, inmigrantes, migrantes, refugiados, gays, homosexuales, lesbianas, " +
		"personas trans, transexuales, mujeres, las mujeres, discapacitados, indigenas, minorias",
	bomb: "bomba, bombas, explosivo, explosivos, artefacto explosivo, granada*, detonador*, mina antipersona, silenciador*",
	gun:  "arma, armas, pistola*, rifle*, escopeta*, fusil*, arma de fuego, armas de fuego, municion*, toxina*",
	weapon: "bomba casera, bomba de tubo, coctel molotov, napalm, termita, tatp, c4, polvora negra, nitroglicerina, " +
		"nitrato de amonio, arma fantasma, arma impresa en 3d, gas nervioso, agente nervioso, sarin, ricina, antrax, " +
		"gas mostaza, gas cloro, arma quimica, armas quimicas, arma biologica, armas biologicas, bomba sucia, chaleco bomba",
	drug: "metanfetamina, heroina, cocaina, fumar crack, fentanilo, lsd, mdma, extasis, ketamina, hongos alucinogenos, " +
		"droga de violacion, burundanga, escopolamina, opio",
	drugMid:  "drogas, droga, estupefacientes, narcoticos",
	drugAmb:  "marihuana, porro, cannabis, pastillas, opioides",
	drugLone: "cocinar metanfetamina, laboratorio de metanfetamina, laboratorio de drogas, comprar drogas en la dark web",
	minor: "nino, nina, ninos, ninas, menor, menores, menor de edad, menores de edad, nene, nena, adolescente, adolescentes, " +
		"colegiala, preadolescente, bebe",
	sexStrong: "porno, pornografia, desnudo, desnuda, desnudos, desnudas, erotico, erotica, sexualmente, explicito, explicita, " +
		"tener sexo, relaciones sexuales, sexo con, tocar sus partes, masturb*, excitad*, lenceria",
	sexWeak:    "sexo, sexual, sexuales, sexualizar*, sexy",
	csam:       "pornografia infantil, porno infantil, abuso sexual infantil material",
	pedo:       "pedofilia, pedofilos, pedofilo, abuso sexual infantil",
	protective: "denunciar, prevenir, prevencion, proteger, proteccion, detectar, senales, victima*, abuso, educacion sexual, padres, ley, ilegal",
	request:    "escribe, genera, describe, crea, muestrame, enviame, donde puedo, historia, relato, imagenes de, fotos de, videos de",
	actCrime: "escribir, escribe, escribeme, crear, crea, hacer, haz, programar, programa, desarrollar, enviar, " +
		"difundir, propagar, instalar, infectar, comprar, vender, usar, cometer, lavar, blanquear, falsificar, " +
		"imprimir, montar, lanzar, generar, redactar, redacta, disenar",
	defend: "detectar, deteccion, prevenir, prevencion, proteger, protegerme, protegernos, proteccion, defender, " +
		"defenderme, defensa, bloquear, concienciacion, capacitacion, formacion, mi propio, mi propia, " +
		"mis propios, nuestro propio, nuestra propia, autorizado, autorizada, con permiso, evitar caer, " +
		"para evitarlo, reconocer, identificar, denunciar, me estafaron, me hackearon, recuperar, eliminar",
	crime: "lavado de dinero, blanqueo de capitales|dinero, evasion fiscal, evasion de impuestos, fraude, " +
		"fraude fiscal, estafa, estafas, robo de identidad, dinero falso, billetes falsos, documentos falsos, " +
		"pasaporte falso, identificacion falsa, cedula falsa, esquema ponzi, esquema piramidal, soborno, " +
		"sobornos, extorsion, chantaje, correo fraudulento",
	crimeLone: "lavar dinero, blanquear dinero, evadir impuestos, robar la identidad, robarle la identidad, " +
		"chantajear a, extorsionar a, estafar a, espiar a mi esposa|esposo|novia|novio|pareja|marido|mujer, " +
		"espiar el telefono|movil|celular de, sobornar a, " +
		"falsificar dinero|billetes|documentos|firma|firmas|pasaporte, robar en una tienda, robar un banco, " +
		"asaltar un banco, atracar un banco",
	cyber: "malware, ransomware, keylogger, troyano, virus informatico, programa malicioso, software malicioso, " +
		"correo de phishing, pagina de phishing, sitio de phishing, ataque ddos, botnet, programa espia, " +
		"spyware",
	cyberLone: "acceso no autorizado, robar contrasenas|credenciales|cuentas, hackear a alguien, " +
		"entrar en la cuenta de, entrar al correo de",
	hack: "hackear, hackearle, hackea, jaquear, piratear, vulnerar, crackear",
	systems: "cuenta, cuentas, correo, email, wifi, la red, una red, mi red, servidor, sitio web, pagina web, base de datos, telefono, " +
		"movil, celular, computadora, ordenador, instagram, facebook, whatsapp, contrasena, de alguien, " +
		"de mi ex, de mi novia, de mi novio, de mi esposa, de mi vecino",
	steal: "robar, robarle, hurtar, asaltar, atracar",
	belongings: "un coche, un carro, un auto, una cartera, un banco, una tienda, dinero, un celular, un telefono, " +
		"tarjetas de credito, una joyeria, una casa, en una tienda, en el supermercado",
}

var french = lang{
	neutral: "tuer le temps, faire sauter la banque, ne pas bruler|incendier, tuer la tache, tuer le processus, bombe de bain, bombe a graines, bombe de peinture, bombe lacrymogene, " +
		"c'est de la bombe, pistolet a colle|eau|peinture, seance photo, mort de rire|faim|fatigue|peur, crise cardiaque, " +
		"crise de panique, crise d'angoisse, attaque de panique, education sexuelle, sexe du bebe, discours de haine, crime haineux, " +
		"crimes haineux, drogue douce",
	intent: "comment faire|fabriquer|obtenir|preparer|acheter|puis-je|peut-on, comment est-ce que je, comment je|on peux|peut, " +
		"etape par etape, des instructions, instructions pour|detaillees, ou puis-je, ou acheter, ou trouver, je veux, je voudrais, j'ai besoin, je vais, " +
		"apprends-moi, montre-moi comment, explique-moi comment, dis-moi comment, la meilleure facon|maniere de|d', " +
		"le moyen le plus simple, recette pour|de, tutoriel, guide pour, aide-moi a, quels ingredients, quel materiel",
	covert: "sans me faire prendre|attraper|reperer, sans laisser de traces|preuves|marques, sans que personne ne le sache, " +
		"sans etre detecte|vu|pris, indetectable, intracable, echapper a la police",
	edu: "histoire de, historique, historiquement, pourquoi, statistiques, recherche, etude, etudes, academique, essai sur, " +
		"documentaire, actualite, actualites, journaliste, journal, selon, analyse de, eviter, prevenir, prevention, proteger, " +
		"protection, securite, sensibilisation, signes de, victimes, survivants, signaler, soutien, consequences, dangers de, " +
		"risques de, effets de, est-ce illegal, loi, lois, definition de, signification de, lutter contre, reduire, parents, " +
		"aider un ami, aider quelqu'un",
	medical: "medecin, docteur, ordonnance, effets secondaires, posologie, dose, traitement, therapie, therapeute, patient, " +
		"patients, clinique, symptomes, guerison, desintoxication, sevrage, addiction, dependance, arreter de, pharmacien, " +
		"pharmacie, grossesse, enceinte, medicament*, medecine, infirmiere, hopital",
	fiction:  "roman, nouvelle, histoire, fiction, fictif, personnage*, film, jeu, jeu video, scenario, intrigue, mechant, fantasy, chapitre, recit",
	demolish: "demolition, demolir, dynamitage controle, explosion controlee, brulage dirige, pompiers, exercice d'evacuation, exercice incendie, eteindre, par accident, accidentellement",
	actMake: "faire, fabriquer, fabrique, construire, assembler, produire, synthetiser, creer, cuisiner, preparer, imprimer, " +
		"acheter, achete, obtenir, procurer, me procurer, trouver, vendre, cacher, dissimuler, passer en contrebande, importer",
	actWeapon: "faire exploser, declencher, poser, planter, convertir, modifier",
	actDrug:   "cultiver, extraire, injecter, m'injecter, sniffer, fumer, trafiquer, couper",
	actPlan:   "planifier, preparer, commettre, perpetrer, organiser, executer",
	actWrite:  "ecris, ecrire, ecrivez, genere, generer, redige, rediger, decris, decrire, raconte, raconter, dis-moi, donne-moi, cree, continue",
	promote: "promouvoir, glorifier, glorifie, normaliser, normalise, encourager, encourage, faire l'apologie, justifier, " +
		"justifie, inciter, incite, convaincre, persuader, romantiser, celebrer",
	kill: "tuer, on tue, assassiner*, poignarder, etrangler, tirer sur, empoisonner*, torturer, kidnapper, " +
		"decapiter, bruler vif, violer, egorger, buter",
	hurt: "blesser, frapper, agresser, attaquer, faire du mal a, me debarrasser de, eliminer, tabasser",
	targets: "quelqu'un, une personne, les gens, un homme, une femme, un enfant, des enfants, " +
		"ma|sa|notre petite amie, mon|son|notre petit ami, ma|mon|sa|son|notre femme|mari|epouse|copine|copain|patron|patronne|voisin|voisine|voisins|" +
		"professeur|prof|collegue|mere|pere|frere|soeur|fils|fille|famille|ami|amie|ex|belle-mere|rival|ennemi, " +
		"le president, un policier, les policiers, les juifs, les musulmans, les immigres",
	clitics: "le, la, les, lui, l",
	violence: "fusillade de masse, tuerie de masse, fusillade dans une ecole, attentat, attentat terroriste, attaque terroriste, " +
		"massacre, prise d'otages, assassinat, tueur a gages, genocide, nettoyage ethnique, traite des etres humains, actes de torture, voiture piegee",
	how:         "comment",
	howVerbs:    "faire sauter, dynamiter, bombarder, incendier, bruler, mettre le feu a|au|aux, empoisonner",
	placeAttack: frenchPlaces,
	violenceLone: "me debarrasser du corps|cadavre, se debarrasser d'un corps|cadavre, cacher le corps|cadavre, " +
		"engager un tueur a gages, tuer le plus de gens, faire passer pour un accident|suicide, dissoudre un corps",
	self60: "me tuer, me suicider, mettre fin a mes jours, mettre fin a ma vie, en finir avec la vie, je veux mourir, " +
		"envie de mourir, me pendre, m'ouvrir les veines, me jeter d'un pont, je ne veux plus vivre, mourir sans douleur, " +
		"facon indolore de mourir",
	self45: "me scarifier, me couper, me faire du mal, me mutiler, methodes de suicide, facons de se suicider, arreter de manger, me faire vomir, pro ana",
	self30: "suicide, suicidaire, automutilation, scarification, surdose, dose mortelle, dose letale",
	sexual: "porno, pornographie, pornographique, scene de sexe, sexe explicite, erotique, recit erotique, orgasme, " +
		"masturbation, se masturber, faire l'amour, coucher avec, avoir des relations sexuelles, photos nues|intimes, nudes, " +
		"sexting, orgie, sextorsion, zoophilie, revenge porn",
	sexualAmb: "sexe, sexuel, sexuelle, sexy, nu, nue, nus, seduire, excite, excitante, fetiche",
	hatePred: "sont des animaux|rats|cafards|parasites|sous-hommes|dechets|vermines|sauvages, sont inferieurs, ne sont pas humains, " +
		"devraient mourir, meritent de mourir, devraient etre extermines, exterminer, il faut les eliminer, expulser tous les, " +
		"je hais les, race inferieure, sous-humains",
	hateTerm: "blague raciste, blagues racistes, blague sexiste, suprematie blanche, race superieure, guerre raciale, grand remplacement, " +
		"negationnisme, l'holocauste n'a jamais existe, manifeste",
	hateAmb: "holocauste, shoah, nazi, nazis, nazisme, hitler, apartheid, esclavage, raciste, xenophobe, antisemite, homophobe, sexiste",
	slurs:   "bougnoule*, youpin*, negro, negros, pede, pedes, bicot*",
	groups: "juifs, musulmans, chretiens, les noirs, asiatiques, chinois, arabes, africains, maghrebins, " +
		"immigres, immigrants, migrants, refugies, gays, homosexuels, lesbiennes, personnes trans, femmes, les femmes, " +
		"handicapes, roms, gitans, minorites",
	bomb: "bombe, bombes, explosif, explosifs, engin explosif, grenade*, detonateur*, mine antipersonnel, silencieux",
	gun:  "arme, armes, pistolet*, fusil*, carabine*, revolver*, arme a feu, armes a feu, munition*, toxine*",
	weapon: "bombe artisanale, bombe tuyau, cocktail molotov, napalm, thermite, tatp, c4, poudre noire, nitroglycerine, " +
		"nitrate d'ammonium, arme fantome, arme imprimee en 3d, gaz neurotoxique, agent neurotoxique, sarin, ricine, anthrax, " +
		"gaz moutarde, chlore gazeux, arme chimique, armes chimiques, arme biologique, armes biologiques, bombe sale, ceinture explosive",
	drug: "methamphetamine, meth, heroine, cocaine, fumer du crack, fentanyl, lsd, mdma, ecstasy, ketamine, champignons hallucinogenes, " +
		"drogue du violeur, ghb, opium",
	drugMid:  "drogue, drogues, stupefiants",
	drugAmb:  "cannabis, marijuana, beuh, pilules, opioides",
	drugLone: "cuisiner de la meth, labo de meth, laboratoire de drogue, acheter de la drogue sur le dark web",
	minor: "enfant, enfants, mineur, mineure, mineurs, gamin, gamine, gamins, fillette, petite fille, petit garcon, " +
		"ecoliere, ecolier, adolescente, ado, ados, preadolescent*, bebe",
	sexStrong: "porno*, nue, nus, nues, erotique*, sexuellement, explicite, relations sexuelles, sexe avec, " +
		"faire l'amour, masturb*, excite, lingerie, deshabill*",
	sexWeak:    "sexe, sexuel, sexuelle, sexualiser, sexualise, sexy",
	csam:       "pedopornographie, pornographie infantile, porno infantile, pedoporno*",
	pedo:       "pedophilie, pedophiles, pedophile, pedocriminalite, abus sexuels sur enfants",
	protective: "signaler, prevenir, prevention, proteger, protection, detecter, signes, victime*, abus, education sexuelle, parents, loi, illegal",
	request:    "ecris, genere, decris, cree, montre-moi, envoie-moi, ou puis-je, histoire, recit, images de, photos de, videos de",
	actCrime: "ecrire, ecris, creer, cree, faire, fais, programmer, coder, developper, envoyer, diffuser, propager, " +
		"installer, infecter, acheter, vendre, utiliser, commettre, blanchir, falsifier, imprimer, monter, " +
		"lancer, generer, rediger, redige, concevoir",
	defend: "detecter, detection, prevenir, prevention, proteger, me proteger, nous proteger, protection, " +
		"defendre, defense, bloquer, sensibilisation, formation, mon propre, ma propre, mes propres, " +
		"notre propre, autorise, autorisee, avec permission, avec autorisation, pour l'eviter, reconnaitre, " +
		"identifier, signaler, porter plainte, j'ai ete arnaque, j'ai ete pirate, recuperer, supprimer",
	crime: "blanchiment d'argent, blanchiment, fraude fiscale, evasion fiscale, fraude, escroquerie, " +
		"escroqueries, arnaque, arnaques, usurpation d'identite, vol d'identite, fausse monnaie, faux billets, " +
		"faux papiers, faux documents, faux passeport, fausse carte d'identite, chaine de ponzi, " +
		"systeme de ponzi, pyramide de ponzi, pot-de-vin, pots-de-vin, extorsion, chantage",
	crimeLone: "blanchir de l'argent, blanchir l'argent, frauder le fisc, echapper aux impots, voler l'identite, " +
		"usurper l'identite, extorquer, arnaquer, escroquer, " +
		"espionner ma femme|copine|partenaire, espionner mon mari|copain|partenaire, " +
		"espionner le telephone de, soudoyer, corrompre un|le juge|policier|fonctionnaire, " +
		"falsifier des billets|documents|papiers, falsifier une signature, voler dans un magasin, " +
		"braquer une banque, cambrioler",
	cyber: "malware, logiciel malveillant, ransomware, rancongiciel, keylogger, enregistreur de frappe, " +
		"cheval de troie, virus informatique, logiciel espion, spyware, email de phishing, mail de phishing, " +
		"page de phishing, site de phishing, hameconnage, attaque ddos, botnet",
	cyberLone: "acces non autorise, voler des mots de passe, voler les mots de passe, voler des identifiants, " +
		"pirater quelqu'un, entrer dans le compte de",
	hack: "pirater, craquer",
	systems: "compte, comptes, boite mail, email, mail, wifi, reseau, serveur, site web, site, base de donnees, " +
		"telephone, portable, ordinateur, instagram, facebook, whatsapp, mot de passe, de quelqu'un, " +
		"de mon ex, de ma copine, de mon copain, de ma femme, de mon voisin",
	steal: "voler, derober, braquer",
	belongings: "une voiture, un portefeuille, une banque, un magasin, de l'argent, un telephone, une carte bancaire, " +
		"des cartes bancaires, une bijouterie, une maison, un sac",
}

var german = lang{
	neutral: "zeit totschlagen, die bank sprengen, sprengt|sprengen|sprengte|sprengten|sprenge die bank, die zeit totschlagen, prozess beenden, badebombe, samenbombe, bombenwetter, bombenstimmung, " +
		"bombenerfolg, bombensicher, heissklebepistole, klebepistole, wasserpistole, fotoshooting, herzinfarkt, panikattacke, " +
		"todmude, zu tode gelangweilt, zu tode erschrocken, sexualkunde, sexualerziehung, hassrede, hassverbrechen, schnapsidee",
	intent: "wie kann ich, wie kann man, wie mache ich, wie macht man, wie baue ich, wie baut man, wie stelle ich, wie bekomme ich, " +
		"schritt fur schritt, anleitung, anleitungen, wo kann ich, wo kaufe ich, wo bekomme ich, ich will, ich mochte, ich muss, " +
		"ich werde, zeig mir wie, erklar mir wie, erklare wie, sag mir wie, bring mir bei, der beste weg, am einfachsten, " +
		"rezept fur, hilf mir, welche zutaten, welche materialien",
	covert: "ohne erwischt zu werden, ohne dass es jemand merkt, ohne spuren, keine spuren, ohne beweise, unentdeckt, " +
		"unauffindbar, nicht nachverfolgbar, der polizei entkommen",
	edu: "geschichte der|des, historisch, warum, statistik, statistiken, forschung, studie, studien, wissenschaftlich, aufsatz uber, " +
		"dokumentation, nachrichten, journalist*, zeitung, laut, analyse, vermeiden, verhindern, pravention, vorbeugen, " +
		"schutzen, schutz, sicherheit, aufklarung, anzeichen, opfer, uberlebende, melden, unterstutzung, folgen von, " +
		"gefahren von, risiken, auswirkungen, ist es illegal, gesetz, gesetze, definition von, bedeutung von, bekampfen, " +
		"reduzieren, eltern, einem freund helfen, jemandem helfen",
	medical: "arzt, arztin, rezept, nebenwirkungen, dosierung, dosis, behandlung, therapie, therapeut*, patient*, klinik, " +
		"klinisch, symptome, genesung, entzug, sucht, suchtig, aufhoren, apotheke*, schwanger*, medikament*, medizin, " +
		"krankenschwester, pfleger, krankenhaus",
	fiction: "roman, geschichte, erzahlung, fiktion, fiktiv, figur, figuren, charakter, film, spiel, videospiel, drehbuch, handlung, " +
		"bosewicht, fantasy, kapitel",
	demolish: "abriss, abreissen, abgerissen, sprengabriss, kontrollierte sprengung, feuerwehr, brandschutzubung, feueralarm, loschen, versehentlich, aus versehen",
	actMake: "machen, herstellen, bauen, baue, basteln, zusammenbauen, produzieren, synthetisieren, erstellen, kochen, " +
		"drucken, kaufen, kaufe, besorgen, bekommen, beschaffen, bestellen, schmuggeln, verkaufen, verstecken, importieren, " +
		"selber bauen, selbst bauen, herstellung, bau",
	actWeapon: "zunden, zur explosion bringen, platzieren, legen, umbauen, modifizieren",
	actDrug:   "anbauen, extrahieren, spritzen, injizieren, schnupfen, rauchen, dealen, verticken, strecken",
	actPlan:   "planen, begehen, verüben, veruben, durchfuhren, organisieren",
	actWrite:  "schreib, schreibe, schreiben, generiere, erstelle, verfasse, beschreibe, beschreiben, erzahl, erzahle, gib mir, sag mir",
	promote: "verherrlichen, verherrlicht, normalisieren, fordern, ermutigen, rechtfertigen, rechtfertigt, aufhetzen, " +
		"aufstacheln, uberzeugen, uberreden, romantisieren, gutheissen, propagieren",
	kill: "toten, umbringen, bringe um, ermorden, totet man, tote ich, ermordet man, ermorde ich, erstechen, erdrosseln, erwurgen, ertranken, erschiessen, " +
		"vergiften, foltern, entfuhren, kopfen, verbrennen, vergewaltigen, abstechen, abknallen",
	hurt: "verletzen, schlagen, verprugeln, angreifen, weh tun, wehtun, loswerden, beseitigen, ausschalten",
	targets: "jemanden, einen menschen, menschen, leute, einen mann, eine frau, ein kind, kinder, ihn, ihm, " +
		"meine|seine|ihre frau|freundin|mutter|schwester|tochter|chefin|nachbarin|lehrerin|familie|ex, " +
		"meinen|seinen|ihren mann|freund|vater|bruder|sohn|chef|nachbarn|lehrer|kollegen|ex|rivalen|feind, " +
		"den prasidenten, einen polizisten, polizisten, juden, muslime, einwanderer",
	violence: "amoklauf, schulmassaker, massaker, terroranschlag, anschlag, geiselnahme, mord, auftragsmorder, auftragskiller, " +
		"volkermord, ethnische sauberung, menschenhandel, folter, autobombe",
	placeAttack: germanPlaces,
	violenceLone: "leiche loswerden, leiche verschwinden lassen, leiche verstecken, einen auftragsmorder anheuern, " +
		"so viele menschen wie moglich toten, wie einen unfall|selbstmord aussehen",
	self60: "mich umbringen, mich toten, mir das leben nehmen, mein leben beenden, ich will sterben, ich mochte sterben, " +
		"mich erhangen, mich aufhangen, pulsadern aufschneiden, von einer brucke springen, will nicht mehr leben, schmerzlos sterben",
	self45: "mich ritzen, ritzen, mich verletzen, mir weh tun, selbstmordmethoden, methoden fur selbstmord, suizidmethoden, " +
		"aufhoren zu essen, mich ubergeben nach dem essen, pro ana",
	self30: "selbstmord, suizid, suizidal, selbstverletzung, uberdosis, todliche dosis",
	sexual: "porno, pornografie, pornografisch, pornos, sexszene, expliziter sex, erotisch, erotik, erotikgeschichte, orgasmus, " +
		"masturbation, masturbieren, sex haben, geschlechtsverkehr, nacktbilder, nacktfotos, nudes, sexting, orgie, " +
		"sextortion, sodomie, racheporno*",
	sexualAmb: "sex, sexuell, sexy, nackt, verfuhren, erregt, fetisch, geil",
	hatePred: "sind tiere|ratten|kakerlaken|parasiten|ungeziefer|abschaum|dreck|untermenschen|minderwertig, " +
		"sind keine menschen, sollten sterben, verdienen den tod, sollten vernichtet werden, ausrotten, vernichten, vergasen, " +
		"alle abschieben, ich hasse alle, minderwertige rasse",
	hateTerm: "rassistischer witz, rassistische witze, sexistischer witz, weisse vorherrschaft, herrenrasse, rassenkrieg, " +
		"grosser austausch, holocaustleugnung, holocaust hat nie stattgefunden",
	hateAmb: "holocaust, nazi, nazis, nationalsozialismus, hitler, drittes reich, apartheid, sklaverei, rassistisch, " +
		"fremdenfeindlich, antisemitisch, homophob, sexistisch",
	slurs: "kanake*, neger, nigger, schwuchtel*, zigeunerpack, untermensch",
	groups: "juden, muslime, moslems, christen, asiaten, chinesen, araber, afrikaner, turken, auslander, " +
		"einwanderer, migranten, fluchtlinge, schwule, homosexuelle, lesben, transmenschen, frauen, behinderte, roma, " +
		"sinti, zigeuner, minderheiten",
	bomb: "bombe, bomben, sprengstoff*, sprengsatz, sprengladung, granate*, handgranate*, zunder, schalldampfer*",
	gun:  "waffe, waffen, pistole*, gewehr*, revolver*, schusswaffe*, munition, toxin*",
	weapon: "rohrbombe*, nagelbombe*, molotowcocktail*, napalm, thermit, tatp, c4, schwarzpulver, nitroglyzerin, " +
		"ammoniumnitrat, geisterwaffe*, 3d-gedruckte waffe, nervengas, nervenkampfstoff*, sarin, rizin, milzbrand, anthrax, " +
		"senfgas, chlorgas, chemiewaffe*, chemische waffe*, biowaffe*, biologische waffe*, schmutzige bombe, sprengstoffweste*",
	drug: "methamphetamin, crystal meth, meth, heroin, kokain, koks, crack rauchen, fentanyl, lsd, mdma, ecstasy, ketamin, " +
		"zauberpilze, k.o.-tropfen, ko-tropfen, ghb, opium",
	drugMid:  "drogen, droge, rauschgift",
	drugAmb:  "marihuana, cannabis, kiffen, pillen, opioide",
	drugLone: "meth kochen, crystal kochen, drogenlabor, drogen im darknet kaufen",
	minor: "ein|das|dem|des|einem|kleines|kleinen|mein|meinem|dein|sein|ihr kind, kinder, kindern, kindes, minderjahrig*, kleines madchen, kleiner junge, madchen, junge, schulerin, schuler, " +
		"jugendliche, jugendlichen, kleinkind",
	sexStrong: "porno*, nackt*, erotisch*, sexuell explizit, explizit, geschlechtsverkehr, sex mit, masturb*, erregt, " +
		"dessous, ausziehen, befriedigen",
	sexWeak:    "sex, sexuell, sexuelle, sexualisier*, sexy",
	csam:       "kinderpornografie, kinderpornographie, kinderporno*, kinderpornos",
	pedo:       "padophilie, padophile, kindesmissbrauch, sexueller missbrauch von kindern",
	protective: "melden, verhindern, pravention, schutzen, schutz, erkennen, anzeichen, opfer, missbrauch, aufklarung, eltern, gesetz, illegal, strafbar",
	request:    "schreib, schreibe, generiere, beschreibe, erstelle, zeig mir, schick mir, wo kann ich, geschichte, bilder von, fotos von, videos von",
	actCrime: "schreiben, schreibe, schreib, erstellen, erstelle, programmieren, entwickeln, verschicken, versenden, " +
		"verbreiten, installieren, infizieren, kaufen, verkaufen, benutzen, verwenden, begehen, waschen, " +
		"falschen, drucken, starten, generieren, verfassen",
	defend: "erkennen, erkennung, verhindern, verhinderung, vorbeugen, schutzen, schutz, abwehren, abwehr, " +
		"verteidigen, blockieren, sensibilisierung, schulung, mein eigenes, meinen eigenen, meine eigene, " +
		"unser eigenes, unseren eigenen, autorisiert, mit erlaubnis, mit genehmigung, um mich zu schutzen, " +
		"vermeiden, melden, anzeige erstatten, wurde betrogen, wurde gehackt, wiederherstellen, entfernen",
	crime: "geldwasche, steuerhinterziehung, steuerbetrug, betrug, identitatsdiebstahl, falschgeld, " +
		"gefalschte dokumente, gefalschten ausweis, gefalschter ausweis, gefalschten pass, schneeballsystem, " +
		"ponzi-system, bestechung, erpressung, versicherungsbetrug, betrugsmasche, enkeltrick",
	crimeLone: "geld waschen, steuern hinterziehen, identitat stehlen, erpressen, jemanden betrugen, " +
		"meine frau|freundin|partnerin ausspionieren, meinen mann|freund|partner ausspionieren, " +
		"handy meiner frau|freundin ausspionieren, falschgeld drucken|herstellen, " +
		"unterschrift falschen, ausweis falschen, im laden klauen, ladendiebstahl begehen, " +
		"eine bank ausrauben, einbrechen in",
	cyber: "malware, schadsoftware, ransomware, erpressungstrojaner, keylogger, trojaner, computervirus, spyware, " +
		"spionagesoftware, phishing-mail, phishing-email, phishing mail, phishing-seite, ddos-angriff, " +
		"ddos angriff, botnetz",
	cyberLone: "unbefugten zugriff, unbefugter zugriff, passworter stehlen, zugangsdaten stehlen, jemanden hacken",
	hack:      "hacken, knacken, einbrechen, kapern",
	systems: "konto, account, e-mail-konto, e-mail, email, wlan, netzwerk, server, webseite, website, datenbank, " +
		"handy, computer, instagram, facebook, whatsapp, passwort, meines nachbarn, meiner ex, " +
		"meiner freundin, meines freundes, meiner frau, von jemandem",
	steal: "stehlen, klauen, ausrauben, uberfallen",
	belongings: "ein auto, ein fahrrad, eine geldborse, ein portemonnaie, eine bank, einen laden, geld, ein handy, " +
		"kreditkarten, ein juweliergeschaft, ein haus",
}

var portuguese = lang{
	neutral: "matar o tempo, nao queimar|incendiar, matar a saudade, bomba de chocolate, bomba de agua, bomba de calor, bomba de banho, " +
		"pistola de cola|agua, sessao de fotos, morto de fome|rir|cansaco|sono, morrendo de rir|fome, ataque cardiaco, " +
		"ataque de panico|ansiedade, educacao sexual, sexo do bebe, discurso de odio, crime de odio, crimes de odio",
	intent: "como posso|faco|fazer|fabricar|conseguir|preparar|comprar, como se faz, passo a passo, instrucoes, onde posso, " +
		"onde comprar|conseguir|encontrar, eu quero, quero, preciso, vou, me ensina, ensina-me, me diga como, me explique como, " +
		"me mostre como, a melhor maneira|forma de, receita para|de, guia para, me ajude a, quais ingredientes, quais materiais",
	covert: "sem ser pego|pega|descoberto|detectado, sem que ninguem saiba|perceba, sem deixar rastros|vestigios|provas|marcas, " +
		"indetectavel, irrastreavel, fugir da policia",
	edu: "historia de|da|do, historico, historica, por que, porque, estatisticas, pesquisa, estudo, estudos, academico, redacao sobre, " +
		"documentario, noticia, noticias, jornalista, jornal, segundo, analise de, evitar, prevenir, prevencao, proteger, " +
		"protecao, seguranca, conscientizacao, sinais de, vitimas, sobreviventes, denunciar, apoio, consequencias, " +
		"perigos de|da|do, riscos de, efeitos de, e ilegal, lei, leis, definicao de, significado de, combater, reduzir, pais, " +
		"ajudar um amigo, ajudar alguem",
	medical: "medico, medica, doutor, receita medica, efeitos colaterais, dose, dosagem, tratamento, terapia, terapeuta, paciente, " +
		"pacientes, clinica, sintomas, recuperacao, reabilitacao, vicio, viciado, abstinencia, parar de, farmaceutico, farmacia, " +
		"gravidez, gravida, medicamento*, remedio*, medicina, enfermeira, hospital",
	fiction:  "romance, conto, historia, ficcao, ficticio, personagem, personagens, filme, jogo, videogame, roteiro, enredo, vilao, fantasia, capitulo",
	demolish: "demolicao, demolir, implosao, explosao controlada, queima controlada, bombeiros, simulado de incendio, apagar o fogo, extinguir, sem querer, acidentalmente",
	actMake: "fazer, faco, fabricar, construir, montar, produzir, sintetizar, criar, cozinhar, preparar, imprimir, comprar, " +
		"adquirir, conseguir, obter, encomendar, contrabandear, vender, esconder, enviar, importar",
	actWeapon: "detonar, explodir, plantar, colocar, modificar",
	actDrug:   "cultivar, plantar, extrair, injetar, cheirar, fumar, traficar, trafico",
	actPlan:   "planejar, cometer, executar, organizar, realizar",
	actWrite:  "escreva, escrever, gere, gerar, redija, descreva, descrever, narre, conte, conta, me de, crie, continue",
	promote:   "promover, glorificar, normalizar, incentivar, encorajar, elogiar, justificar, incitar, convencer, persuadir, romantizar, fazer apologia",
	kill: "matar, mato, se mata, mata-lo|mata-la|matalo|matala, assassinar*, esfaquear, estrangular, afogar, atirar em, balear, envenenar*, " +
		"torturar*, sequestrar*, decapitar, queimar vivo, estuprar, violentar",
	hurt: "machucar, ferir, bater em, espancar, agredir, atacar, me livrar de, eliminar",
	targets: "alguem, uma pessoa, as pessoas, pessoas, um homem, uma mulher, uma crianca, criancas, ele, ela, eles, " +
		"minha|sua|meu|seu esposa|marido|mulher|namorada|namorado|chefe|vizinho|vizinha|vizinhos|professor|professora|colega|" +
		"mae|pai|irmao|irma|filho|filha|familia|amigo|amiga|ex|sogra|rival|inimigo, o presidente, um policial, os judeus, os imigrantes",
	violence: "tiroteio em massa, tiroteio na escola, massacre, ataque terrorista, atentado, atentado terrorista, sequestro, " +
		"assassinato, matador de aluguel, pistoleiro, genocidio, limpeza etnica, trafico de pessoas, tortura, carro-bomba",
	how:         "como",
	howVerbs:    "dinamitar, bombardear, incendiar, queimar, por fogo em|no|na, atear fogo em|no|na, envenenar",
	placeAttack: portuguesePlaces,
	violenceLone: "me livrar do corpo|cadaver, livrar-se de um corpo, esconder o corpo|cadaver, contratar um matador, " +
		"matar o maximo de pessoas, parecer um acidente|suicidio, dissolver um corpo",
	self60: "me matar, me suicidar, tirar minha vida, tirar a minha propria vida, acabar com a minha vida, quero morrer, " +
		"me enforcar, cortar os pulsos, pular de uma ponte, nao quero mais viver, morrer sem dor, maneira indolor de morrer",
	self45: "me cortar, me machucar, me ferir, me automutilar, metodos de suicidio, formas de se matar, parar de comer, vomitar depois de comer, pro ana",
	self30: "suicidio, suicida, automutilacao, dose letal",
	sexual: "porno, pornografia, pornografico, cena de sexo, sexo explicito, erotico, erotica, conto erotico, orgasmo, " +
		"masturbacao, masturbar, fazer sexo, transar, sexo oral, nudes, fotos nuas|intimas, sexting, orgia, sextorsao, zoofilia",
	sexualAmb: "sexo, sexual, sexy, nu, nua, pelado, pelada, seduzir, excitado, tesao, fetiche",
	hatePred: "sao animais|ratos|baratas|parasitas|inferiores|lixo|escoria|vermes, sao uma praga, nao sao humanos, deveriam morrer, " +
		"merecem morrer, deveriam ser exterminados, exterminar, deportar todos, odeio os, raca inferior, sub-humanos",
	hateTerm: "piada racista, piadas racistas, piada machista, supremacia branca, raca superior, guerra racial, grande substituicao, " +
		"negacao do holocausto, o holocausto nunca aconteceu, manifesto",
	hateAmb: "holocausto, nazista, nazistas, nazismo, hitler, apartheid, escravidao, racista, xenofobo, antissemita, homofobico, machista",
	slurs:   "macaco*, viado*, bicha*, sapatao",
	groups: "judeus, muculmanos, cristaos, os negros, asiaticos, chineses, arabes, africanos, nordestinos, " +
		"imigrantes, migrantes, refugiados, gays, homossexuais, lesbicas, pessoas trans, travestis, mulheres, as mulheres, " +
		"deficientes, ciganos, indigenas, minorias",
	bomb: "bomba, bombas, explosivo, explosivos, artefato explosivo, granada*, detonador*, mina terrestre, silenciador*",
	gun:  "arma, armas, pistola*, rifle*, espingarda*, fuzil, revolver*, arma de fogo, armas de fogo, municao, toxina*",
	weapon: "bomba caseira, bomba de cano, coquetel molotov, napalm, termita, tatp, c4, polvora negra, nitroglicerina, " +
		"nitrato de amonio, arma fantasma, arma impressa em 3d, gas nervoso, agente nervoso, sarin, ricina, antraz, gas mostarda, " +
		"gas cloro, arma quimica, armas quimicas, arma biologica, armas biologicas, bomba suja, colete-bomba",
	drug: "metanfetamina, heroina, cocaina, fumar crack, fentanil, lsd, mdma, ecstasy, cetamina, cogumelos magicos, " +
		"boa noite cinderela, ghb, opio",
	drugMid:  "drogas, droga, entorpecentes",
	drugAmb:  "maconha, baseado, cannabis, comprimidos, opioides",
	drugLone: "cozinhar metanfetamina, laboratorio de metanfetamina|drogas, comprar drogas na dark web",
	minor: "crianca, criancas, menor, menores, menor de idade, menores de idade, menina, menino, meninas, meninos, garotinha, " +
		"garotinho, adolescente, adolescentes, colegial, pre-adolescente, bebe",
	sexStrong: "porno*, nua, nuas, pelad*, erotic*, sexualmente, explicito, explicita, fazer sexo, transar, relacoes sexuais, " +
		"sexo com, masturb*, excitad*, lingerie",
	sexWeak:    "sexo, sexual, sexuais, sexualizar*, sexy",
	csam:       "pornografia infantil, porno infantil, pedopornografia",
	pedo:       "pedofilia, pedofilos, pedofilo, abuso sexual infantil",
	protective: "denunciar, prevenir, prevencao, proteger, protecao, detectar, sinais, vitima*, abuso, educacao sexual, pais, lei, ilegal",
	request:    "escreva, gere, descreva, crie, me mostre, me envie, onde posso, historia, conto, imagens de, fotos de, videos de",
	actCrime: "escrever, escreva, criar, crie, fazer, faca, programar, desenvolver, enviar, espalhar, propagar, " +
		"instalar, infectar, comprar, vender, usar, cometer, lavar, falsificar, imprimir, montar, lancar, " +
		"gerar, redigir, redija",
	defend: "detectar, deteccao, prevenir, prevencao, proteger, me proteger, protecao, defender, defesa, bloquear, " +
		"conscientizacao, treinamento, meu proprio, minha propria, nosso proprio, autorizado, com permissao, " +
		"para evitar, reconhecer, identificar, denunciar, fui enganado, fui hackeado, recuperar, remover",
	crime: "lavagem de dinheiro, evasao fiscal, sonegacao de impostos, sonegacao fiscal, fraude, golpe, golpes, " +
		"roubo de identidade, dinheiro falso, notas falsas, documentos falsos, passaporte falso, " +
		"identidade falsa, esquema ponzi, piramide financeira, suborno, propina, extorsao, chantagem, " +
		"estelionato",
	crimeLone: "lavar dinheiro, sonegar impostos, roubar a identidade, chantagear, extorquir, aplicar um golpe, " +
		"dar um golpe, espionar minha esposa|namorada|mulher, espionar meu marido|namorado, " +
		"espionar o celular, subornar, falsificar dinheiro|notas|documentos|assinatura, furtar em loja, " +
		"roubar um banco, assaltar um banco",
	cyber: "malware, ransomware, keylogger, cavalo de troia, virus de computador, programa espiao, spyware, " +
		"email de phishing, pagina de phishing, site de phishing, ataque ddos, botnet",
	cyberLone: "acesso nao autorizado, roubar senhas, roubar credenciais, hackear alguem, " +
		"invadir a conta, invadir o email|celular|computador",
	hack: "hackear, invadir, raquear, crackear",
	systems: "conta, contas, email, wifi, rede, servidor, site, banco de dados, celular, computador, instagram, " +
		"facebook, whatsapp, senha, de alguem, do meu ex, da minha ex, da minha namorada, do meu namorado, " +
		"da minha esposa, do vizinho",
	steal: "roubar, furtar, assaltar",
	belongings: "um carro, uma carteira, um banco, uma loja, dinheiro, um celular, cartoes de credito, uma joalheria, " +
		"uma casa",
}

var italian = lang{
	neutral: "ammazzare il tempo, non bruciare|incendiare, uccidere il tempo, bomba da bagno, bomba di semi, e una bomba, pistola per colla|silicone|acqua, " +
		"servizio fotografico, morto di fame|sonno|stanchezza|paura, morire dal ridere, attacco di panico|cuore|ansia, infarto, " +
		"educazione sessuale, sesso del bambino, discorso d'odio, discorsi d'odio, crimine d'odio, crimini d'odio, spinello al rosmarino",
	intent: "come posso|faccio|fare|fabbricare|costruire|ottenere|procurarmi|preparare|comprare, come si fa|puo, passo dopo passo, " +
		"passo passo, istruzioni, dove posso, dove comprare|trovare|procurarsi, voglio, vorrei, ho bisogno, devo, insegnami, " +
		"dimmi come, spiegami come, mostrami come, il modo migliore, il modo piu facile, ricetta per, guida per, " +
		"aiutami a, quali ingredienti, quali materiali",
	covert: "senza essere scoperto|beccato|preso|visto, senza farmi beccare|scoprire|prendere, senza lasciare tracce|prove|segni, " +
		"senza che nessuno lo sappia, senza che nessuno se ne accorga, non rintracciabile, irrintracciabile, sfuggire alla polizia",
	edu: "storia di|della|del, storico, storica, perche, statistiche, ricerca, studio, studi, accademico, saggio su, documentario, " +
		"notizia, notizie, giornalista, giornale, secondo, analisi di, evitare, prevenire, prevenzione, proteggere, protezione, " +
		"sicurezza, sensibilizzazione, segnali di, vittime, sopravvissuti, denunciare, supporto, sostegno, conseguenze, " +
		"pericoli di|del|della, rischi di, effetti di, e illegale, legge, leggi, definizione di, significato di, combattere, " +
		"ridurre, genitori, aiutare un amico, aiutare qualcuno",
	medical: "medico, dottore, dottoressa, ricetta medica, effetti collaterali, dose, dosaggio, trattamento, terapia, terapeuta, " +
		"paziente, pazienti, clinica, sintomi, guarigione, riabilitazione, disintossicazione, dipendenza, astinenza, smettere di, " +
		"farmacista, farmacia, gravidanza, incinta, farmaco, farmaci, medicina, medicinale*, infermiere, infermiera, ospedale",
	fiction:  "romanzo, racconto, storia, finzione, fittizio, personaggio, personaggi, film, gioco, videogioco, sceneggiatura, trama, cattivo, fantasy, capitolo",
	demolish: "demolizione, demolire, esplosione controllata, abbattimento controllato, vigili del fuoco, pompieri, esercitazione antincendio, spegnere, per sbaglio, accidentalmente",
	actMake: "fare, faccio, fabbricare, costruire, assemblare, produrre, sintetizzare, creare, cucinare, preparare, stampare, " +
		"comprare, compro, acquistare, procurarmi, procurare, ottenere, ordinare, contrabbandare, vendere, nascondere, spedire, importare",
	actWeapon: "far esplodere, detonare, piazzare, innescare, convertire, modificare",
	actDrug:   "coltivare, estrarre, iniettare, iniettarmi, sniffare, fumare, spacciare, trafficare, tagliare",
	actPlan:   "pianificare, progettare, commettere, compiere, organizzare, eseguire",
	actWrite:  "scrivi, scrivere, scrivimi, genera, generare, redigi, descrivi, descrivere, racconta, raccontami, dimmi, dammi, crea, continua",
	promote:   "promuovere, glorificare, normalizzare, incoraggiare, elogiare, giustificare, incitare, istigare, convincere, persuadere, romanticizzare, inneggiare",
	kill: "uccidere, uccido, si uccide, si ammazza, ucciderlo|ucciderla|ucciderli, ammazzare, ammazzarlo|ammazzarla, assassinare, accoltellare, " +
		"pugnalare, strangolare, annegare, sparare a, sparargli, avvelenare*, torturare*, rapire, sequestrare, decapitare, " +
		"bruciare vivo, stuprare, violentare",
	hurt: "ferire, fare del male a, picchiare, colpire, aggredire, attaccare, sbarazzarmi di, eliminare, pestare",
	targets: "qualcuno, una persona, le persone, la gente, un uomo, una donna, un bambino, una bambina, i bambini, lui, lei, " +
		"mia|mio|sua|suo moglie|marito|ragazza|ragazzo|fidanzata|fidanzato|capo|vicino|vicina|vicini|professore|professoressa|" +
		"collega|madre|padre|mamma|papa|fratello|sorella|figlio|figlia|famiglia|amico|amica|ex|suocera|rivale|nemico, " +
		"il presidente, un poliziotto, gli ebrei, i musulmani, gli immigrati",
	clitics: "lo, la, li, le, gli",
	violence: "sparatoria di massa, strage, massacro, attentato, attentato terroristico, attacco terroristico, presa di ostaggi, " +
		"omicidio, sicario, genocidio, pulizia etnica, tratta di esseri umani, tortura, autobomba",
	how:         "come",
	howVerbs:    "far saltare, bombardare, incendiare, bruciare, dare fuoco a|al|alla, avvelenare",
	placeAttack: italianPlaces,
	violenceLone: "sbarazzarmi del corpo|cadavere, sbarazzarsi di un corpo|cadavere, nascondere il corpo|cadavere, " +
		"occultare il cadavere, assumere un sicario, uccidere piu persone possibile, sembrare un incidente|suicidio, sciogliere un corpo",
	self60: "uccidermi, ammazzarmi, suicidarmi, togliermi la vita, farla finita, porre fine alla mia vita, voglio morire, " +
		"impiccarmi, tagliarmi le vene, buttarmi da un ponte, non voglio piu vivere, morire senza dolore, modo indolore di morire",
	self45: "tagliarmi, farmi del male, autolesionarmi, metodi di suicidio, modi per suicidarsi, smettere di mangiare, vomitare dopo mangiato, pro ana",
	self30: "suicidio, suicida, autolesionismo, dose letale",
	sexual: "porno, pornografia, pornografico, scena di sesso, sesso esplicito, erotico, erotica, racconto erotico, orgasmo, " +
		"masturbazione, masturbarsi, fare sesso, fare l'amore, sesso orale, foto nude|intime, nudi, sexting, orgia, sextortion, zoofilia, revenge porn",
	sexualAmb: "sesso, sessuale, sexy, nudo, nuda, sedurre, eccitato, eccitante, feticcio",
	hatePred: "sono animali|ratti|scarafaggi|parassiti|inferiori|spazzatura|feccia|vermi|subumani, non sono umani, dovrebbero morire, " +
		"meritano di morire, dovrebbero essere sterminati, sterminare, espellere tutti, odio i, odio gli, razza inferiore",
	hateTerm: "barzelletta razzista, barzellette razziste, battuta razzista, battute razziste, barzelletta sessista, supremazia bianca, " +
		"razza superiore, guerra razziale, grande sostituzione, negazione dell'olocausto, l'olocausto non e mai avvenuto, manifesto",
	hateAmb: "olocausto, shoah, nazista, nazisti, nazismo, hitler, apartheid, schiavitu, razzista, xenofobo, antisemita, omofobo, sessista",
	slurs:   "negro, negri, frocio, froci, ricchione*, terrone*, zingaraccio*",
	groups: "ebrei, musulmani, islamici, cristiani, i neri, asiatici, cinesi, arabi, africani, meridionali, " +
		"immigrati, migranti, rifugiati, stranieri, i gay, omosessuali, lesbiche, persone trans, donne, le donne, disabili, rom, zingari, minoranze",
	bomb: "bomba, bombe, esplosivo, esplosivi, ordigno, ordigno esplosivo, granata*, detonatore*, mina antiuomo, silenziatore*",
	gun:  "arma, armi, pistola*, fucile*, revolver, arma da fuoco, armi da fuoco, munizion*, tossina*",
	weapon: "bomba artigianale, bomba a tubo, bottiglia molotov, napalm, termite, tatp, c4, polvere nera, nitroglicerina, " +
		"nitrato di ammonio, arma fantasma, arma stampata in 3d, gas nervino, agente nervino, sarin, ricina, antrace, iprite, " +
		"gas mostarda, cloro gassoso, arma chimica, armi chimiche, arma biologica, armi biologiche, bomba sporca, cintura esplosiva",
	drug: "metanfetamina, shaboo, eroina, cocaina, fumare crack, fentanyl, lsd, mdma, ecstasy, ketamina, funghetti allucinogeni, " +
		"droga dello stupro, ghb, oppio",
	drugMid:  "droga, droghe, stupefacenti",
	drugAmb:  "marijuana, hashish, cannabis, pillole, oppioidi",
	drugLone: "cucinare metanfetamina, laboratorio di metanfetamina|droga, comprare droga nel dark web",
	minor: "bambino, bambina, bambini, bambine, minore, minori, minorenne, minorenni, ragazzina, ragazzino, ragazzine, " +
		"scolaretta, adolescente, adolescenti, preadolescent*, neonato",
	sexStrong: "porno*, nudo, nuda, nudi, nude, erotic*, sessualmente, esplicito, esplicita, fare sesso, rapporti sessuali, sesso con, " +
		"masturb*, eccitat*, lingerie, spogliar*",
	sexWeak:    "sesso, sessuale, sessuali, sessualizzare, sexy",
	csam:       "pedopornografia, pornografia infantile, pedopornografico, materiale pedopornografico",
	pedo:       "pedofilia, pedofili, pedofilo, abuso sessuale su minori, abusi sessuali sui minori",
	protective: "denunciare, segnalare, prevenire, prevenzione, proteggere, protezione, rilevare, segnali, vittim*, abuso, educazione sessuale, genitori, legge, illegale",
	request:    "scrivi, genera, descrivi, crea, mostrami, mandami, dove posso, storia, racconto, immagini di, foto di, video di",
	actCrime: "scrivere, scrivi, creare, crea, fare, programmare, sviluppare, inviare, diffondere, installare, " +
		"infettare, comprare, vendere, usare, commettere, riciclare, falsificare, stampare, lanciare, " +
		"generare, redigere",
	defend: "rilevare, rilevamento, prevenire, prevenzione, proteggere, proteggermi, protezione, difendere, " +
		"difesa, bloccare, sensibilizzazione, formazione, il|del mio proprio, la|della mia propria, " +
		"autorizzato, con permesso, per evitarlo, riconoscere, identificare, denunciare, sono stato truffato, " +
		"mi hanno hackerato, recuperare, rimuovere",
	crime: "riciclaggio di denaro, riciclaggio, evasione fiscale, frode fiscale, frode, truffa, truffe, " +
		"furto d'identita, furto di identita, soldi falsi, banconote false, documenti falsi, passaporto falso, " +
		"carta d'identita falsa, schema ponzi, catena di sant'antonio, corruzione, tangente, tangenti, " +
		"estorsione, ricatto",
	crimeLone: "riciclare denaro|soldi, evadere le tasse, rubare l'identita, ricattare, estorcere, truffare, " +
		"spiare mia moglie|ragazza|compagna, spiare mio marito|ragazzo, spiare il telefono di, " +
		"corrompere un|il giudice|poliziotto|funzionario, falsificare banconote|documenti|firme, " +
		"falsificare una firma, rubare in un negozio, rapinare una banca",
	cyber: "malware, ransomware, keylogger, cavallo di troia, trojan, virus informatico, software spia, spyware, " +
		"email di phishing, pagina di phishing, sito di phishing, attacco ddos, botnet",
	cyberLone: "accesso non autorizzato, rubare password, rubare le password, rubare credenziali, hackerare qualcuno, " +
		"entrare nell'account di",
	hack: "hackerare, violare, craccare, bucare",
	systems: "account, profilo, email, wifi, rete, server, sito, database, telefono, cellulare, computer, " +
		"instagram, facebook, whatsapp, password, di qualcuno, del mio ex, della mia ex, della mia ragazza, " +
		"del mio ragazzo, di mia moglie, del vicino",
	steal: "rubare, rapinare, svaligiare",
	belongings: "una macchina, un'auto, un portafoglio, una banca, un negozio, soldi, denaro, un telefono, " +
		"carte di credito, una gioielleria, una casa",
}

var russian = lang{
	neutral: "хочет покончить с собой, хочет убить себя, хочет покончить с жизнью, хочет свести счеты с жизнью, хотел покончить с собой, хотел убить себя, хотел покончить с жизнью, хотел свести счеты с жизнью, хотела покончить с собой, хотела убить себя, хотела покончить с жизнью, хотела свести счеты с жизнью, хотят покончить с собой, хотят убить себя, хотят покончить с жизнью, хотят свести счеты с жизнью, хотели покончить с собой, хотели убить себя, хотели покончить с жизнью, хотели свести счеты с жизнью, пытался покончить с собой, пытался убить себя, пытался покончить с жизнью, пытался свести счеты с жизнью, пыталась покончить с собой, пыталась убить себя, пыталась покончить с жизнью, пыталась свести счеты с жизнью, пытались покончить с собой, пытались убить себя, пытались покончить с жизнью, пытались свести счеты с жизнью, собирается покончить с собой, собирается убить себя, собирается покончить с жизнью, собирается свести счеты с жизнью, собирался покончить с собой, собирался убить себя, собирался покончить с жизнью, собирался свести счеты с жизнью, собиралась покончить с собой, собиралась убить себя, собиралась покончить с жизнью, собиралась свести счеты с жизнью, решил покончить с собой, решил убить себя, решил покончить с жизнью, решил свести счеты с жизнью, решила покончить с собой, решила убить себя, решила покончить с жизнью, решила свести счеты с жизнью, грозится покончить с собой, грозится убить себя, грозится покончить с жизнью, грозится свести счеты с жизнью, грозился покончить с собой, грозился убить себя, грозился покончить с жизнью, грозился свести счеты с жизнью, грозилась покончить с собой, грозилась убить себя, грозилась покончить с жизнью, грозилась свести счеты с жизнью, убить время, не сжечь|поджечь|спалить, убивать время, убить процесс, бомба для ванны, бомбочка для ванны, это бомба, клеевой пистолет, " +
		"водяной пистолет, фотосессия, умираю от смеха|скуки|голода, сердечный приступ, паническая атака, приступ паники, " +
		"половое воспитание, пол ребенка, язык вражды, преступление на почве ненависти",
	intent: "как мне, как можно, как я могу, скажи как, как сделать, как изготовить, как приготовить, как собрать, как купить, как достать, как получить, " +
		"пошагово, пошаговая, пошаговый, шаг за шагом, инструкция, инструкцию, инструкции, где купить, где достать, где можно, " +
		"я хочу, хочу, мне нужно, я собираюсь, научи меня, научи, расскажи как, объясни как, покажи как, лучший способ, " +
		"самый простой способ, рецепт, руководство, помоги мне, какие ингредиенты, какие материалы",
	covert: "чтобы не поймали, чтобы никто не узнал, не оставляя следов, без следов, чтобы не нашли, незаметно, " +
		"не отследить, не отследят, скрыться от полиции",
	edu: "история, исторический, исторически, почему, статистика, исследование, исследования, научный, эссе о, документальный, " +
		"новости, новость, журналист*, газета, согласно, анализ, избежать, избегать, предотвратить, предотвращение, " +
		"профилактика, защитить, защита, безопасность, осведомленность, признаки, жертвы, жертвам, выжившие, сообщить, " +
		"поддержка, последствия, опасность, опасности, риски, влияние, незаконно ли, закон, законы, определение, значение, " +
		"бороться с, борьба с, снизить, родители, помочь другу, помочь человеку",
	medical: "врач, врача, доктор, рецепт врача, побочные эффекты, дозировка, доза, лечение, терапия, терапевт, пациент*, " +
		"клиника, симптомы, выздоровление, реабилитация, зависимость, зависимости, ломка, бросить, фармацевт, аптека, " +
		"беременн*, лекарств*, медицин*, медсестра, больница, больнице",
	fiction:  "роман, рассказ, история, вымысел, вымышленный, персонаж*, фильм, игра, игре, видеоигра, сценарий, сюжет, злодей, фэнтези, глава",
	demolish: "снос, снести, демонтаж, контролируемый взрыв, контролируемого взрыва, пожарные, пожарных, пожарная, учения, потушить, тушить, случайно",
	actMake: "сделать, делать, изготовить, изготовление, изготовления, собрать, сборка, построить, произвести, производство, " +
		"синтезировать, синтез, создать, сварить, приготовить, напечатать, купить, куплю, покупка, приобрести, достать, " +
		"раздобыть, заказать, провезти, контрабанда, продать, продавать, спрятать, переправить",
	actWeapon: "взорвать, подорвать, заложить, установить, переделать, модифицировать",
	actDrug:   "вырастить, выращивать, экстрагировать, вколоть, уколоться, нюхать, курить, барыжить, распространять, сбывать",
	actPlan:   "спланировать, планировать, совершить, совершать, организовать, осуществить",
	actWrite:  "напиши, написать, сгенерируй, создай, опиши, описать, расскажи, составь, придумай, продолжи, дай мне",
	promote:   "пропагандировать, пропаганда, прославлять, восхвалять, оправдывать, оправдать, нормализовать, поощрять, призывать к, подстрекать, убедить, романтизировать",
	kill: "убить, убью, убивать, зарезать, задушить, утопить, застрелить, отравить, пытать, похитить, " +
		"обезглавить, сжечь заживо, изнасиловать, прикончить, замочить, грохнуть",
	hurt: "ранить, избить, побить, ударить, напасть на, навредить, покалечить, избавиться от, устранить",
	targets: "человека, кого-то, кого-нибудь, людей, мужчину, женщину, ребенка, детей, его, ее, их, " +
		"мою|свою жену|девушку|мать|маму|сестру|дочь|соседку|учительницу|начальницу|семью|бывшую|тещу|свекровь, " +
		"моего|своего мужа|парня|отца|папу|брата|сына|соседа|начальника|босса|учителя|коллегу|друга|бывшего|врага|соперника, " +
		"соседа, президента, полицейского, евреев, мусульман, мигрантов",
	violence: "убийство, массовый расстрел, стрельба в школе, теракт, террористический акт, террористическая атака, резня, массовое убийство, " +
		"захват заложников, заказное убийство, киллер*, геноцид, этническая чистка, торговля людьми, пытки, пытку, заминированный автомобиль",
	how:         "как",
	howVerbs:    "поджечь, сжечь, спалить, разбомбить, заминировать",
	placeAttack: russianPlaces,
	violenceLone: "избавиться от тела|трупа, спрятать тело|труп, растворить тело|труп, нанять киллера, убить как можно больше людей, " +
		"выглядело как несчастный случай|самоубийство",
	self60: "убить себя, покончить с собой, покончить с жизнью, свести счеты с жизнью, покончу с собой, убью себя, хочу умереть, я хочу умереть, повеситься, " +
		"вскрыть вены, прыгнуть с моста, не хочу жить, умереть без боли, безболезненно умереть, безболезненный способ умереть",
	self45: "порезать себя, резать себя, навредить себе, причинить себе боль, способы самоубийства, способ самоубийства, " +
		"перестать есть, вызвать рвоту после еды, про-ана, селфхарм",
	self30: "самоубийство, суицид, суицидальн*, самоповреждение, передозировка, смертельная доза, летальная доза",
	sexual: "порно, порнография, порнографический, порнографическую, секс-сцена, откровенный секс, откровенную сцену, эротический, " +
		"эротическую, эротика, эротический рассказ, оргазм, мастурбация, мастурбировать, заняться сексом, секс с, интимные фото, " +
		"обнаженные фото, нюдсы, секстинг, оргия, секс-шантаж, зоофилия",
	sexualAmb: "секс, сексуальн*, голый, голая, обнаженн*, соблазнить, возбужден*, фетиш",
	hatePred: "животные, крысы, тараканы, паразиты, недочеловеки, мусор, отбросы, низшая раса, не люди, должны умереть, " +
		"заслуживают смерти, должны быть уничтожены, уничтожить, истребить, выслать всех, ненавижу всех",
	hateTerm: "расистская шутка, расистские шутки, расистский анекдот, сексистская шутка, превосходство белой расы, высшая раса, " +
		"расовая война, великое замещение, отрицание холокоста, холокоста не было, манифест",
	hateAmb: "холокост, нацист, нацисты, нацизм, гитлер, третий рейх, апартеид, рабство, расистский, ксенофобский, антисемитский, гомофобный",
	slurs:   "жид, жиды, жидов, хач, хачи, хачей, чурка, чурки, пидор*, ниггер*, хохол, хохлы, чурбан*",
	groups: "евреи, евреев, мусульмане, христиане, чернокожие, азиаты, китайцы, арабы, африканцы, кавказцы, " +
		"иммигранты, мигранты, приезжие, беженцы, геи, гомосексуалы, лесбиянки, трансгендеры, женщины, инвалиды, цыгане, меньшинства",
	bomb: "бомб*, взрывчатк*, взрывчатое вещество, взрывное устройство, гранат*, детонатор*, противопехотная мина, глушител*",
	gun:  "оружие, оружия, пистолет*, винтовк*, ружье, автомат, огнестрельное оружие, патрон*, боеприпас*, токсин*, яд",
	weapon: "самодельная бомба, самодельную бомбу, трубчатая бомба, коктейль молотова, молотова, напалм, термит, тапер, tatp, c4, " +
		"черный порох, нитроглицерин, аммиачная селитра, аммиачную селитру, оружие-призрак, оружие на 3d-принтере, нервно-паралитический газ, " +
		"нервно-паралитическое, зарин, рицин, сибирская язва, сибирской язвы, иприт, горчичный газ, химическое оружие, " +
		"биологическое оружие, грязная бомба, пояс шахида, пояс смертника",
	drug: "метамфетамин, мет, первитин, героин, кокаин, крэк, фентанил, лсд, мдма, экстази, кетамин, галлюциногенные грибы, " +
		"спайс, мефедрон, опиум",
	drugMid:  "наркотик*, наркоту, наркота, дурь",
	drugAmb:  "марихуана, марихуану, травка, травку, косяк, каннабис, гашиш, таблетки, опиоиды",
	drugLone: "варить мет, сварить мет, нарколаборатория, купить наркотики в даркнете, закладки, закладку",
	minor: "ребенок, ребенка, ребенком, дети, детей, детьми, несовершеннолетн*, девочк*, мальчик*, малолетк*, школьниц*, " +
		"школьник*, подросток, подростка, подростки, младенец",
	sexStrong: "порно*, голый, голая, голые, голой, обнаженн*, эротическ*, сексуально, откровенн*, половой акт, секс с, " +
		"заняться сексом, мастурб*, возбужд*, раздева*, белье",
	sexWeak:    "секс, сексуальн*, сексуализ*",
	csam:       "детская порнография, детское порно, детскую порнографию, цп ссылки",
	pedo:       "педофилия, педофилию, педофилы, педофил, сексуальное насилие над детьми, растление",
	protective: "сообщить, предотвратить, профилактика, защитить, защита, признаки, жертв*, насилие, половое воспитание, родители, закон, незаконно",
	request:    "напиши, сгенерируй, опиши, создай, покажи мне, пришли мне, где найти, рассказ, историю, фото, видео, картинки",
	actCrime: "написать, напиши, создать, создай, сделать, сделай, запрограммировать, разработать, разослать, " +
		"отправить, распространить, распространять, установить, заразить, купить, продать, использовать, " +
		"совершить, отмыть, отмывать, подделать, напечатать, запустить, сгенерировать, составить, составь",
	defend: "обнаружить, обнаружение, выявить, выявление, предотвратить, предотвращение, защитить, защититься, " +
		"защита, защиты, заблокировать, блокировать, обучение сотрудников, осведомленность, мой собственный, " +
		"мою собственную, мой сервер, свой сервер, свою сеть, с разрешения, авторизованный, " +
		"чтобы не попасться на, распознать, сообщить, меня обманули, меня взломали, восстановить, удалить",
	crime: "отмывание денег, отмывания денег, уклонение от уплаты налогов, уклонения от налогов, мошенничество, " +
		"мошенничества, мошенническую схему, кража личности, кражи личности, фальшивые деньги, " +
		"фальшивых денег, фальшивые купюры, поддельные документы, поддельный паспорт, " +
		"поддельное удостоверение, финансовая пирамида, финансовую пирамиду, взятка, взятку, взятки, " +
		"вымогательство, шантаж",
	crimeLone: "отмыть деньги, отмывать деньги, уклониться от налогов, не платить налоги, украсть личность, " +
		"шантажировать, вымогать деньги, обмануть пенсионеров, обмануть людей, обманывать людей, " +
		"следить за женой|мужем|девушкой|парнем, прочитать переписку жены|мужа|девушки|парня, дать взятку, " +
		"подкупить, подделать деньги|документы|подпись|паспорт, своровать в магазине, украсть в магазине, " +
		"ограбить банк|магазин|квартиру|дом",
	cyber: "вредоносное по, вредоносную программу, вредоносную программу, вирус-шифровальщик, шифровальщик, " +
		"программу-вымогатель, кейлоггер, троян, компьютерный вирус, шпионскую программу, шпионское по, " +
		"фишинговое письмо, фишинговую страницу, фишинговый сайт, фишинг, ddos-атаку, ddos атаку, ддос, " +
		"ботнет",
	cyberLone: "несанкционированный доступ, украсть пароли, украсть пароль, украсть данные карт, взломать кого-то",
	hack:      "взломать, взломай, взлома, взлом, хакнуть, взламывать",
	systems: "аккаунт, аккаунта, учетную запись, почту, почты, вайфай, wi-fi, сеть, сети, сервер, сайт, сайта, " +
		"базу данных, телефон, телефона, компьютер, инстаграм, вконтакте, телеграм, пароль, пароля, соседа, " +
		"бывшей, бывшего, жены, мужа, девушки",
	steal:      "украсть, своровать, угнать, ограбить, стащить",
	belongings: "машину, автомобиль, кошелек, банк, магазин, деньги, телефон, кредитные карты, ювелирный, квартиру",
}
