<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CupLog</name>
    <message>
        <source>Chit cup: set-up</source>
        <translation>Gobelet de pions : mise en place</translation>
    </message>
    <message>
        <source>Chit cup: draw</source>
        <translation>Gobelet de pions : tirage</translation>
    </message>
    <message>
        <source>Chit cup: new turn</source>
        <translation>Gobelet de pions : nouveau tour</translation>
    </message>
    <message>
        <source>Chit cup</source>
        <translation>Gobelet de pions</translation>
    </message>
    <message>
        <source> - the turn&apos;s last activation chit: Rally and Housekeeping follow its activation (8.2)</source>
        <translation> - dernier pion d&apos;activation du tour : Ralliement et Intendance suivent son activation (8.2)</translation>
    </message>
    <message>
        <source>activation: %1</source>
        <translation>activation : %1</translation>
    </message>
    <message>
        <source>event: %1 (%2)</source>
        <translation>événement : %1 (%2)</translation>
    </message>
    <message>
        <source>event: %1</source>
        <translation>événement : %1</translation>
    </message>
    <message>
        <source>cup set up for turn %1: %2 activation, %3 event chits</source>
        <translation>gobelet mis en place pour le tour %1 : %2 pions d&apos;activation, %3 pions d&apos;événement</translation>
    </message>
</context>
<context>
    <name>ModifierReason</name>
    <message>
        <source>Its condition does not hold</source>
        <translation>Sa condition n’est pas remplie</translation>
    </message>
    <message>
        <source>It comes to 0, so it changes nothing</source>
        <translation>Vaut 0 : ne change donc rien</translation>
    </message>
    <message>
        <source>%1: comes to 0, so it changes nothing</source>
        <translation>%1 : vaut 0, ne change donc rien</translation>
    </message>
</context>
<context>
    <name>PhysicalDice</name>
    <message>
        <source>&apos;%1&apos; is not a list of dice: type the faces separated by commas, like 4 or 3,5</source>
        <translation>« %1 » n’est pas une liste de dés : tapez les faces séparées par des virgules, par exemple 4 ou 3,5</translation>
    </message>
    <message>
        <source>A d%1 shows 1 to %1, not %2</source>
        <translation>Un d%1 montre de 1 à %1, pas %2</translation>
    </message>
    <message>
        <source>This roll has no named dice</source>
        <translation>Ce jet n&apos;a pas de dés nommés</translation>
    </message>
    <message>
        <source>%1: a d%2 shows 1 to %2, not %3</source>
        <translation>%1 : un d%2 montre 1 à %2, pas %3</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>%1 must be given: it has no default</source>
        <translation>%1 : à indiquer, faute de valeur par défaut</translation>
    </message>
</context>
<context>
    <name>RollReport</name>
    <message>
        <source>Read the printed chart</source>
        <translation>Lisez la table imprimée</translation>
    </message>
    <message>
        <source>(read off the printed chart)</source>
        <translation>(lu sur la table imprimée)</translation>
    </message>
    <message>
        <source>In the log: entry %1, session %2</source>
        <translation>Au journal : entrée %1, séance %2</translation>
    </message>
    <message>
        <source>In the log: entry %1, session %2, turn %3, %4</source>
        <translation>Au journal : entrée %1, séance %2, tour %3, %4</translation>
    </message>
    <message>
        <source>Sealed dice: shown once the roll is in the log</source>
        <translation>Dés scellés : montrés dès que le jet est au journal</translation>
    </message>
    <message>
        <source>Writing to the log…</source>
        <translation>Écriture au journal…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Discarded: entry %1, voided by entry %2 (%3)</source>
        <translation>Écarté : entrée %1, annulée par l’entrée %2 (%3)</translation>
    </message>
    <message>
        <source>%1 thrown</source>
        <translation>%1 lancé</translation>
    </message>
    <message>
        <source>Not in the log yet: it is written once the value read off the chart is entered.</source>
        <translation>Pas encore au journal : il y est écrit dès que la valeur lue sur la table est saisie.</translation>
    </message>
    <message>
        <source>Not in the log yet: it is written once the last step is thrown.</source>
        <translation>Pas encore au journal : il y est écrit dès que la dernière étape est lancée.</translation>
    </message>
    <message>
        <source>(read off the printed chart for an earlier throw)</source>
        <translation>(lu sur la table imprimée lors d’un jet précédent)</translation>
    </message>
    <message>
        <source>Void: entry %1 of the log was voided by entry %2 (%3); it counts for nothing</source>
        <translation>Annulé : l’entrée %1 du journal a été annulée par l’entrée %2 (%3) ; elle ne compte pas</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>%1 = %2 (your overlay)</source>
        <translation>%1 = %2 (votre complément)</translation>
    </message>
    <message>
        <source>%1 = %2 (read off your chart)</source>
        <translation>%1 = %2 (lu sur votre table)</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>sans dés</translation>
    </message>
    <message>
        <source>physical dice %1</source>
        <translation>dés physiques %1</translation>
    </message>
    <message>
        <source>program dice %1 (sealed roll %2)</source>
        <translation>dés du programme %1 (jet scellé %2)</translation>
    </message>
    <message>
        <source>program dice %1 (seed %2)</source>
        <translation>dés du programme %1 (graine %2)</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>%1 — throw the %2</source>
        <translation>%1 — lancez %2</translation>
    </message>
    <message>
        <source> and the </source>
        <translation> et </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>VoidedRoll</name>
    <message>
        <source>Values read off the chart</source>
        <translation>Valeurs lues sur la table</translation>
    </message>
    <message>
        <source>Entry %1 used these values read off the printed chart:</source>
        <translation>L’entrée %1 a utilisé ces valeurs lues sur la table imprimée :</translation>
    </message>
    <message>
        <source>Forget them, so that the next throw asks for them again? Keep them only if they were read right.</source>
        <translation>Les oublier, pour que le prochain jet les demande à nouveau ? Ne les gardez que si elles ont été bien lues.</translation>
    </message>
    <message>
        <source>&amp;Forget them</source>
        <translation>&amp;Les oublier</translation>
    </message>
    <message>
        <source>&amp;Keep them</source>
        <translation>&amp;Les garder</translation>
    </message>
</context>
<context>
    <name>umpire::AboutDialog</name>
    <message>
        <source>About Umpire</source>
        <translation>À propos d’Umpire</translation>
    </message>
    <message>
        <source>Applies every modifier of a wargame&apos;s tables with its rule number, shows the exact chance of each result, rolls or takes your dice, and keeps a durable game log.</source>
        <translation>Applique chaque modificateur des tables d’un wargame avec son numéro de règle, montre la probabilité exacte de chaque résultat, lance vos dés ou prend ceux que vous avez lancés, et tient un journal de partie durable.</translation>
    </message>
    <message>
        <source>Qt %1. Games are data: YAML modules.</source>
        <translation>Qt %1. Les jeux sont des données : des modules YAML.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Module version</source>
        <translation>Version du module</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message numerus="yes">
        <source>%n module(s) loaded:</source>
        <translation>
            <numerusform>%n module chargé :</numerusform>
            <numerusform>%n modules chargés :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found while loading; see Module diagnostics.</source>
        <translation>
            <numerusform>%n problème trouvé au chargement ; voir Diagnostic des modules.</numerusform>
            <numerusform>%n problèmes trouvés au chargement ; voir Diagnostic des modules.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::BoundedSpinBox</name>
    <message>
        <source>%1 is not allowed here: from %2 to %3. The field keeps %4.</source>
        <translation>%1 n’est pas permis ici : de %2 à %3. Le champ garde %4.</translation>
    </message>
</context>
<context>
    <name>umpire::ChartReadingsDialog</name>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Oublier</translation>
    </message>
    <message>
        <source>Values read off the printed chart: %1</source>
        <translation>Valeurs lues sur la table imprimée : %1</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Forget the selected values: the program asks for each again when a situation needs it</source>
        <translation>Oublier les valeurs choisies : le programme demandera chacune à nouveau quand une situation en aura besoin</translation>
    </message>
    <message>
        <source>Each value was read off your printed chart and is used for the rest of the game, after restarts too. Forget a value typed wrong: the program asks for it again when a situation needs it.</source>
        <translation>Chaque valeur a été lue sur votre table imprimée et sert pour le reste de la partie, même après un redémarrage. Oubliez une valeur mal saisie : le programme la demandera à nouveau quand une situation en aura besoin.</translation>
    </message>
    <message>
        <source>No value has been read off the printed chart for this game yet. When a table our sources lack is needed, the program asks for the cell and keeps what you enter for the rest of the game.</source>
        <translation>Aucune valeur n’a encore été lue sur la table imprimée pour ce jeu. Quand une table absente de nos sources sert, le programme demande la case et garde ce que vous saisissez pour le reste de la partie.</translation>
    </message>
</context>
<context>
    <name>umpire::ClubLogDialog</name>
    <message>
        <source>Open club log</source>
        <translation>Ouvrir le journal du club</translation>
    </message>
    <message>
        <source>A log shared by a club&apos;s tables, kept on a PostgreSQL server. The password is not asked here: put it in ~/.pgpass (see docs/club-log.md).</source>
        <translation>Un journal partagé par les tables d&apos;un club, tenu sur un serveur PostgreSQL. Le mot de passe n&apos;est pas demandé ici : mettez-le dans ~/.pgpass (voir docs/club-log.md).</translation>
    </message>
    <message>
        <source>club.example.org, or a socket folder such as /run/postgresql</source>
        <translation>club.example.org, ou un dossier de socket comme /run/postgresql</translation>
    </message>
    <message>
        <source>Encrypted, server&apos;s certificate checked</source>
        <translation>Chiffrée, certificat du serveur vérifié</translation>
    </message>
    <message>
        <source>Encrypted, certificate not checked</source>
        <translation>Chiffrée, certificat non vérifié</translation>
    </message>
    <message>
        <source>Encrypted when the server offers it</source>
        <translation>Chiffrée si le serveur le propose</translation>
    </message>
    <message>
        <source>Not encrypted (this machine or a trusted network only)</source>
        <translation>Non chiffrée (cette machine ou un réseau sûr seulement)</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>&amp;Connection:</source>
        <translation>&amp;Connexion :</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse : %1</translation>
    </message>
    <message>
        <source>Give the server and the database.</source>
        <translation>Indiquez le serveur et la base de données.</translation>
    </message>
</context>
<context>
    <name>umpire::CupDock</name>
    <message>
        <source>Chit cup</source>
        <translation>Gobelet de pions</translation>
    </message>
    <message>
        <source>&amp;Set up…</source>
        <translation>&amp;Préparer…</translation>
    </message>
    <message>
        <source>&amp;Draw a chit</source>
        <translation>&amp;Tirer un pion</translation>
    </message>
    <message>
        <source>New &amp;turn</source>
        <translation>Nouveau &amp;tour</translation>
    </message>
    <message>
        <source>Chits &amp;left in the cup</source>
        <translation>Pions &amp;restant dans le gobelet</translation>
    </message>
    <message>
        <source>Draws this t&amp;urn</source>
        <translation>Tirages de ce to&amp;ur</translation>
    </message>
    <message>
        <source>Put the turn&apos;s activation and event chits in the cup, from the scenario sheet</source>
        <translation>Mettre dans le gobelet les pions d&apos;activation et d&apos;événement du tour, d&apos;après la fiche du scénario</translation>
    </message>
    <message>
        <source>Draw one chit at random; the draw goes to the game log</source>
        <translation>Tirer un pion au hasard ; le tirage va au journal de partie</translation>
    </message>
    <message>
        <source>Housekeeping: every chit back in the cup for the next turn</source>
        <translation>Intendance : tous les pions reviennent dans le gobelet pour le tour suivant</translation>
    </message>
    <message>
        <source>Activation: %1</source>
        <translation>Activation : %1</translation>
    </message>
    <message>
        <source>Event: %1 (%2)</source>
        <translation>Événement : %1 (%2)</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Événement : %1</translation>
    </message>
    <message>
        <source>No game log: the cup lives in the log, so it cannot be used.</source>
        <translation>Pas de journal de partie : le gobelet est tenu dans le journal, il ne peut donc pas servir.</translation>
    </message>
    <message>
        <source>No game chosen.</source>
        <translation>Aucun jeu choisi.</translation>
    </message>
    <message>
        <source>No log session yet: Set up starts one for %1.</source>
        <translation>Pas encore de séance au journal : Préparer en ouvre une pour %1.</translation>
    </message>
    <message>
        <source>The cup of session %1 cannot be shown.</source>
        <translation>Le gobelet de la séance %1 ne peut pas être affiché.</translation>
    </message>
    <message>
        <source>Session %1 has no chit cup yet: Set up puts the turn&apos;s chits in it.</source>
        <translation>La séance %1 n&apos;a pas encore de gobelet : Préparer y met les pions du tour.</translation>
    </message>
    <message>
        <source>Session %1, turn %2: %3 chits left (%4 activation, %5 event)</source>
        <translation>Séance %1, tour %2 : %3 pions restants (%4 d&apos;activation, %5 d&apos;événement)</translation>
    </message>
    <message>
        <source>%1  (entry %2, voided: back in the cup)</source>
        <translation>%1  (entrée %2, annulée : revenu dans le gobelet)</translation>
    </message>
    <message>
        <source>%1. %2  (entry %3)</source>
        <translation>%1. %2  (entrée %3)</translation>
    </message>
    <message>
        <source>   the turn&apos;s last activation chit: Rally and Housekeeping follow (8.2)</source>
        <translation>   dernier pion d&apos;activation du tour : Ralliement et Intendance suivent (8.2)</translation>
    </message>
    <message>
        <source>The last activation chit is drawn: Rally and Housekeeping, then New turn.</source>
        <translation>Le dernier pion d&apos;activation est tiré : Ralliement et Intendance, puis Nouveau tour.</translation>
    </message>
    <message>
        <source>No game log or no game: the cup cannot be set up.</source>
        <translation>Pas de journal ou pas de jeu : le gobelet ne peut pas être préparé.</translation>
    </message>
    <message>
        <source>Chits in the cup for turn %1.</source>
        <translation>Pions dans le gobelet pour le tour %1.</translation>
    </message>
    <message>
        <source>Set up the cup first.</source>
        <translation>Préparez d&apos;abord le gobelet.</translation>
    </message>
    <message>
        <source>Drawn: %1 (entry %2, chit %3 of %4, %5)</source>
        <translation>Tiré : %1 (entrée %2, pion %3 sur %4, %5)</translation>
    </message>
    <message>
        <source>That was the turn&apos;s last activation chit: Rally and Housekeeping follow its activation (8.2).</source>
        <translation>C&apos;était le dernier pion d&apos;activation du tour : Ralliement et Intendance suivent son activation (8.2).</translation>
    </message>
    <message>
        <source>Turn %1: every chit is back in the cup.</source>
        <translation>Tour %1 : tous les pions sont revenus dans le gobelet.</translation>
    </message>
    <message>
        <source>sealed roll %1 of session %2</source>
        <translation>jet scellé %1 de la séance %2</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>graine %1</translation>
    </message>
</context>
<context>
    <name>umpire::CupSetupDialog</name>
    <message>
        <source>Set up the chit cup</source>
        <translation>Préparer le gobelet de pions</translation>
    </message>
    <message>
        <source>&amp;Activation chits, one per formation in play (one name per line, as on the scenario sheet):</source>
        <translation>Pions d&apos;&amp;activation, un par formation en jeu (un nom par ligne, comme sur la fiche du scénario) :</translation>
    </message>
    <message>
        <source>&amp;Event chits the scenario puts in the cup this turn:</source>
        <translation>Pions d&apos;&amp;événement que le scénario met dans le gobelet ce tour :</translation>
    </message>
    <message>
        <source>Put in the cup</source>
        <translation>Mettre dans le gobelet</translation>
    </message>
</context>
<context>
    <name>umpire::DiagnosticsDock</name>
    <message>
        <source>Module diagnostics</source>
        <translation>Diagnostic des modules</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Choose a problem to see its place in the file</source>
        <translation>Choisissez un problème pour voir son emplacement dans le fichier</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>Every module loaded without a problem.</source>
        <translation>Tous les modules se sont chargés sans problème.</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s). A module with an error is not loaded; the others are.</source>
        <translation>%1 erreur(s), %2 avertissement(s). Un module en erreur n’est pas chargé ; les autres le sont.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>umpire::DiceFacesChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Times each face came up: %1</source>
        <translation>Nombre de sorties de chaque face : %1</translation>
    </message>
    <message>
        <source>Times thrown</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <source>A fair die</source>
        <translation>Un dé équilibré</translation>
    </message>
    <message>
        <source>Face %1: %2 (a fair die: about %3)</source>
        <translation>Face %1 : %2 (un dé équilibré : environ %3)</translation>
    </message>
</context>
<context>
    <name>umpire::DiceHistoryStrip</name>
    <message>
        <source>Dice of the last rolls</source>
        <translation>Dés des derniers jets</translation>
    </message>
    <message>
        <source>Recent dice:</source>
        <translation>Derniers dés :</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Voided in the log: it counts for nothing</source>
        <translation>Annulé dans le journal : il ne compte pas</translation>
    </message>
</context>
<context>
    <name>umpire::GameOptionsForm</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Rule %1. %2</source>
        <translation>Règle %1. %2</translation>
    </message>
</context>
<context>
    <name>umpire::LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>The play session shown and written to</source>
        <translation>La séance de jeu affichée, où s’inscrivent les jets</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>Nouvelle séance…</translation>
    </message>
    <message>
        <source>Start a play session: game, scenario, players</source>
        <translation>Commencer une séance de jeu : jeu, scénario, joueurs</translation>
    </message>
    <message>
        <source>Filter (Ctrl+F)</source>
        <translation>Filtrer (Ctrl+F)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>Séance :</translation>
    </message>
    <message>
        <source>All procedures</source>
        <translation>Toutes les procédures</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>n° %1 %2</translation>
    </message>
    <message>
        <source>none yet: the first roll starts one</source>
        <translation>aucune : le premier jet en ouvre une</translation>
    </message>
    <message>
        <source>no log</source>
        <translation>pas de journal</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>Entry %1 was not voided: %2</source>
        <translation>L’entrée %1 n’a pas été annulée : %2</translation>
    </message>
    <message>
        <source>Entry %1 voided by entry %2</source>
        <translation>Entrée %1 annulée par l’entrée %2</translation>
    </message>
    <message>
        <source>Nothing to void: no session</source>
        <translation>Rien à annuler : aucune séance</translation>
    </message>
    <message>
        <source>Nothing to void in this session</source>
        <translation>Rien à annuler dans cette séance</translation>
    </message>
    <message>
        <source>No session to export</source>
        <translation>Aucune séance à exporter</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Fichiers Markdown (*.md)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the session</source>
        <translation>Exporter la séance</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Échec de l’export : %1</translation>
    </message>
    <message>
        <source>Showing the newest %1 of %2 entries; filter to find older ones</source>
        <translation>Affichage des %1 entrées les plus récentes sur %2 ; filtrez pour trouver les plus anciennes</translation>
    </message>
    <message>
        <source>Filter the log</source>
        <translation>Filtrer le journal</translation>
    </message>
    <message>
        <source>Procedure shown in the log</source>
        <translation>Procédure affichée dans le journal</translation>
    </message>
    <message>
        <source>Log session</source>
        <translation>Séance du journal</translation>
    </message>
    <message>
        <source>Exporting session %1 to %2…</source>
        <translation>Export de la séance %1 vers %2…</translation>
    </message>
    <message>
        <source>Export cancelled: %1 was not written</source>
        <translation>Export annulé : %1 n&apos;a pas été écrit</translation>
    </message>
    <message>
        <source>The play session shown</source>
        <translation>La séance de jeu affichée</translation>
    </message>
    <message>
        <source>none for this game</source>
        <translation>aucune pour ce jeu</translation>
    </message>
    <message>
        <source>Entry %1 is not voided: this log is open read-only</source>
        <translation>L&apos;entrée %1 n&apos;est pas annulée : ce journal est ouvert en lecture seule</translation>
    </message>
</context>
<context>
    <name>umpire::LogEntryDialog</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>Entrée %1</translation>
    </message>
    <message>
        <source>%1 · turn %2 · phase %3</source>
        <translation>%1 · tour %2 · phase %3</translation>
    </message>
    <message>
        <source>Voided by entry %1</source>
        <translation>Annulée par l’entrée %1</translation>
    </message>
    <message>
        <source>Voids entry %1: %2</source>
        <translation>Annule l’entrée %1 : %2</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modificateurs</translation>
    </message>
    <message>
        <source>Die-roll modifier total</source>
        <translation>Total des modificateurs au dé</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Seuil %1</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>rolled by the program, seed %1</source>
        <translation>lancés par le programme, graine %1</translation>
    </message>
    <message>
        <source>physical dice</source>
        <translation>dés physiques</translation>
    </message>
    <message>
        <source>Dice %1 (%2), natural %3, modified %4</source>
        <translation>Dés %1 (%2), naturel %3, modifié %4</translation>
    </message>
    <message>
        <source>%1 (read off the printed chart)</source>
        <translation>%1 (lu sur la table imprimée)</translation>
    </message>
    <message>
        <source>Follow-up of entry %1</source>
        <translation>Suite de l’entrée %1</translation>
    </message>
    <message>
        <source>Log entry %1</source>
        <translation>Entrée %1 du journal</translation>
    </message>
    <message>
        <source>&amp;Reload situation into the form</source>
        <translation>&amp;Recharger la situation dans le formulaire</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Annuler…</translation>
    </message>
    <message>
        <source>The procedure of this entry is not loaded</source>
        <translation>La procédure de cette entrée n’est pas chargée</translation>
    </message>
    <message>
        <source>Dice %1 (%2)</source>
        <translation>Dés %1 (%2)</translation>
    </message>
    <message>
        <source>read on row %1</source>
        <translation>lu à la ligne %1</translation>
    </message>
    <message>
        <source>Dice %1 (%2), each die counted on its own: %3 hit(s)</source>
        <translation>Dés %1 (%2), chaque dé compté séparément : %3 touche(s)</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <source>Triggered: %1</source>
        <translation>Déclenché : %1</translation>
    </message>
    <message>
        <source>Read off the chart: %1 = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Lu sur la table : %1 = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Chart cell %1 read as &lt;b&gt;%2&lt;/b&gt; for an earlier throw of the game</source>
        <translation>Case %1 de la table lue : &lt;b&gt;%2&lt;/b&gt;, lors d’un jet précédent de la partie</translation>
    </message>
    <message>
        <source>Chart cell %1 read as &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Case %1 de la table lue : &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>Options de jeu</translation>
    </message>
    <message>
        <source>Result: &lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>Résultat : &lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Étape %1 : %2</translation>
    </message>
    <message>
        <source>Computed from the roll</source>
        <translation>Calculé d&apos;après le jet</translation>
    </message>
</context>
<context>
    <name>umpire::LogEntryModel</name>
    <message>
        <source>Voided by entry %1</source>
        <translation>Annulée par l’entrée %1</translation>
    </message>
    <message>
        <source>Rolled by the program, seed %1</source>
        <translation>Lancés par le programme, graine %1</translation>
    </message>
    <message>
        <source>Physical dice typed in</source>
        <translation>Dés physiques saisis</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <source>voids #%1: %2</source>
        <translation>annule n° %1 : %2</translation>
    </message>
    <message>
        <source>%1 (read off the chart)</source>
        <translation>%1 (lu sur la table)</translation>
    </message>
    <message>
        <source>%1  [roll %2]</source>
        <translation>%1  [jet %2]</translation>
    </message>
    <message>
        <source>follows #%1</source>
        <translation>suite du n° %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation>Procédure</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Rolled by the program from the session&apos;s sealed dice</source>
        <translation>Lancés par le programme avec les dés scellés de la séance</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Étape %1 : %2</translation>
    </message>
    <message>
        <source>triggered: %1</source>
        <translation>déclenché : %1</translation>
    </message>
    <message>
        <source>chart: %1 = %2</source>
        <translation>table : %1 = %2</translation>
    </message>
    <message>
        <source>%1 (logged as %2)</source>
        <translation>%1 (noté %2 dans le journal)</translation>
    </message>
    <message>
        <source>session %1</source>
        <translation>séance %1</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
</context>
<context>
    <name>umpire::LogJob</name>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Checking the database file…</source>
        <translation>Contrôle du fichier de la base…</translation>
    </message>
    <message>
        <source>Checking entries: %1 of %2</source>
        <translation>Contrôle des entrées : %1 sur %2</translation>
    </message>
    <message>
        <source>Copying the log before upgrading it…</source>
        <translation>Copie du journal avant sa mise à niveau…</translation>
    </message>
    <message>
        <source>Upgrading the log to the current version…</source>
        <translation>Mise à niveau du journal vers la version actuelle…</translation>
    </message>
    <message>
        <source>Reading entries: %1 of %2</source>
        <translation>Lecture des entrées : %1 sur %2</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>Écriture du fichier…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Checking the dice seals: %1 of %2 entries</source>
        <translation>Vérification des dés scellés : %1 entrées sur %2</translation>
    </message>
</context>
<context>
    <name>umpire::LogMenu</name>
    <message numerus="yes">
        <source>%1: %2 (entries checked before it: %n)</source>
        <translation>
            <numerusform>%1 : %2 (%n entrée vérifiée avant)</numerusform>
            <numerusform>%1 : %2 (%n entrées vérifiées avant)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: intact (entries checked: %n), none changed, none missing</source>
        <translation>
            <numerusform>%1 : intact, %n entrée vérifiée, aucune modifiée, aucune manquante</numerusform>
            <numerusform>%1 : intact, %n entrées vérifiées, aucune modifiée, aucune manquante</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>&amp;New log…</source>
        <translation>&amp;Nouveau journal…</translation>
    </message>
    <message>
        <source>Start a game log in a new file; rolls go there from now on</source>
        <translation>Commencer un journal de partie dans un nouveau fichier ; les jets y vont désormais</translation>
    </message>
    <message>
        <source>&amp;Open log…</source>
        <translation>&amp;Ouvrir un journal…</translation>
    </message>
    <message>
        <source>&amp;Recent logs</source>
        <translation>Journaux &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Verify log…</source>
        <translation>&amp;Vérifier un journal…</translation>
    </message>
    <message>
        <source>Check that no entry of a log was changed, removed or added outside Umpire</source>
        <translation>Vérifier qu’aucune entrée d’un journal n’a été modifiée, retirée ou ajoutée hors d’Umpire</translation>
    </message>
    <message>
        <source>Game logs (*.sqlite *.db);;All files (*)</source>
        <translation>Journaux de partie (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New game log</source>
        <translation>Nouveau journal de partie</translation>
    </message>
    <message>
        <source>Open a game log</source>
        <translation>Ouvrir un journal de partie</translation>
    </message>
    <message>
        <source>Verify a game log</source>
        <translation>Vérifier un journal de partie</translation>
    </message>
    <message>
        <source>Verifying %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>Verify log</source>
        <translation>Vérifier le journal</translation>
    </message>
    <message numerus="yes">
        <source>%1: verification cancelled after %n entries; nothing in the log was changed</source>
        <translation>
            <numerusform>%1 : vérification annulée après %n entrée ; rien n&apos;a été modifié dans le journal</numerusform>
            <numerusform>%1 : vérification annulée après %n entrées ; rien n&apos;a été modifié dans le journal</numerusform>
        </translation>
    </message>
    <message>
        <source>Vie&amp;w a log read-only…</source>
        <translation>&amp;Consulter un journal en lecture seule…</translation>
    </message>
    <message>
        <source>Look through a log in a window of its own without writing to it, even on a read-only disk</source>
        <translation>Parcourir un journal dans sa propre fenêtre sans rien y écrire, même sur un disque en lecture seule</translation>
    </message>
    <message>
        <source>View a game log read-only</source>
        <translation>Consulter un journal de partie en lecture seule</translation>
    </message>
    <message>
        <source>session %1: the sealed dice do not verify: %2</source>
        <translation>séance %1 : les dés scellés ne se vérifient pas : %2</translation>
    </message>
    <message numerus="yes">
        <source>Sealed dice verified in %n session(s): every sealed roll is what its seed gives.</source>
        <translation>
            <numerusform>Dés scellés vérifiés dans %n séance : chaque jet scellé est celui que donne sa graine.</numerusform>
            <numerusform>Dés scellés vérifiés dans %n séances : chaque jet scellé est celui que donne sa graine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sealed dice not revealed yet in %n session(s): they can be checked once revealed.</source>
        <translation>
            <numerusform>Dés scellés pas encore révélés dans %n séance : ils pourront être vérifiés une fois révélés.</numerusform>
            <numerusform>Dés scellés pas encore révélés dans %n séances : ils pourront être vérifiés une fois révélés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the chain is intact; checking the dice seals was cancelled; nothing in the log was changed</source>
        <translation>%1 : la chaîne est intacte ; la vérification des dés scellés a été annulée ; rien n&apos;a été modifié dans le journal</translation>
    </message>
    <message>
        <source>Open &amp;club log…</source>
        <translation>Ouvrir un journal de c&amp;lub…</translation>
    </message>
    <message>
        <source>Use a log shared by a club&apos;s tables, kept on a PostgreSQL server</source>
        <translation>Utiliser un journal partagé par les tables d&apos;un club, tenu sur un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>Club log %1</source>
        <translation>Journal du club %1</translation>
    </message>
    <message>
        <source>Every &amp;table&apos;s newest rolls</source>
        <translation>Derniers jets de &amp;toutes les tables</translation>
    </message>
    <message>
        <source>The newest entries of every session in this log, newest first: a referee&apos;s view of a club&apos;s tables</source>
        <translation>Les dernières entrées de toutes les séances de ce journal, les plus récentes en haut : la vue de l&apos;arbitre sur les tables d&apos;un club</translation>
    </message>
    <message>
        <source>Luc&amp;k report…</source>
        <translation>Ra&amp;pport de chance…</translation>
    </message>
    <message>
        <source>How lucky the dice were in a session, by side and by player, turn by turn, and whether they look fair</source>
        <translation>La chance aux dés d’une séance, par camp et par joueur, tour après tour, et si les dés semblent équilibrés</translation>
    </message>
</context>
<context>
    <name>umpire::LogViewer</name>
    <message>
        <source>Read-only log</source>
        <translation>Journal en lecture seule</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Jeu affiché</translation>
    </message>
    <message>
        <source>The game whose sessions are shown: a log may hold several</source>
        <translation>Le jeu dont les séances sont affichées : un journal peut en contenir plusieurs</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Read the log again, with the entries written since it was opened (%1)</source>
        <translation>Relire le journal, avec les entrées écrites depuis son ouverture (%1)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Check that no entry was changed, removed or added outside Umpire; nothing is written</source>
        <translation>Vérifier qu&apos;aucune entrée n&apos;a été modifiée, supprimée ou ajoutée hors d&apos;Umpire ; rien n&apos;est écrit</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Read only: nothing is written to this log</source>
        <translation>Lecture seule : rien n&apos;est écrit dans ce journal</translation>
    </message>
    <message>
        <source>%1 (read-only) — Umpire</source>
        <translation>%1 (lecture seule) — Umpire</translation>
    </message>
    <message>
        <source>%1 (no module loaded for it)</source>
        <translation>%1 (aucun module chargé pour ce jeu)</translation>
    </message>
    <message>
        <source>no session in this log</source>
        <translation>aucune séance dans ce journal</translation>
    </message>
</context>
<context>
    <name>umpire::LuckOverTurnsChart</name>
    <message numerus="yes">
        <source>Total luck after each turn (%n in all): %1</source>
        <translation>
            <numerusform>La chance cumulée après chaque tour (%n tour) : %1</numerusform>
            <numerusform>La chance cumulée après chaque tour (%n tours) : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Total luck after %1:</source>
        <translation>La chance cumulée après %1 :</translation>
    </message>
    <message>
        <source>No rated roll to draw yet</source>
        <translation>Aucun jet évalué à tracer pour l’instant</translation>
    </message>
    <message>
        <source>Total luck after turn %1:</source>
        <translation>La chance cumulée après le tour %1 :</translation>
    </message>
</context>
<context>
    <name>umpire::LuckReportText</name>
    <message>
        <source>p &lt; %1</source>
        <translation>p &lt; %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>too few rolls</source>
        <translation>trop peu de jets</translation>
    </message>
    <message>
        <source>ordinary</source>
        <translation>ordinaire</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>chanceux</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>malchanceux</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>très chanceux</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>très malchanceux</translation>
    </message>
    <message numerus="yes">
        <source>Too few rolls to tell: %n rated, and it takes at least %1.</source>
        <translation>
            <numerusform>Trop peu de jets pour juger : %n évalué, et il en faut au moins %1.</numerusform>
            <numerusform>Trop peu de jets pour juger : %n évalués, et il en faut au moins %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ordinary luck: nothing fair dice do not give.</source>
        <translation>La chance ordinaire : rien que des dés équilibrés ne donnent.</translation>
    </message>
    <message>
        <source>Lucky: fair dice end this far from zero, either way, only about once in %1.</source>
        <translation>Chanceux : des dés équilibrés ne finissent aussi loin de zéro, dans un sens ou dans l’autre, qu’environ une fois sur %1.</translation>
    </message>
    <message>
        <source>Unlucky: fair dice end this far from zero, either way, only about once in %1.</source>
        <translation>Malchanceux : des dés équilibrés ne finissent aussi loin de zéro, dans un sens ou dans l’autre, qu’environ une fois sur %1.</translation>
    </message>
    <message>
        <source>Very lucky: fair dice end this far from zero, either way, only about once in %1.</source>
        <translation>Très chanceux : des dés équilibrés ne finissent aussi loin de zéro, dans un sens ou dans l’autre, qu’environ une fois sur %1.</translation>
    </message>
    <message>
        <source>Very unlucky: fair dice end this far from zero, either way, only about once in %1.</source>
        <translation>Très malchanceux : des dés équilibrés ne finissent aussi loin de zéro, dans un sens ou dans l’autre, qu’environ une fois sur %1.</translation>
    </message>
    <message numerus="yes">
        <source>Fair dice keep a total within ±%1 for %n rolls 95 times in 100.</source>
        <translation>
            <numerusform>Sur %n jet, des dés équilibrés gardent le total à ±%1 de zéro 95 fois sur 100.</numerusform>
            <numerusform>Sur %n jets, des dés équilibrés gardent le total à ±%1 de zéro 95 fois sur 100.</numerusform>
        </translation>
    </message>
    <message>
        <source>z = %1, %2: the chance that fair dice end at least this far from zero, either way.</source>
        <translation>z = %1, %2 : la probabilité que des dés équilibrés finissent au moins aussi loin de zéro, dans un sens ou dans l’autre.</translation>
    </message>
    <message>
        <source>Program dice</source>
        <translation>Dés du programme</translation>
    </message>
    <message>
        <source>Dice thrown on the table</source>
        <translation>Dés lancés sur la table</translation>
    </message>
    <message>
        <source>Dice of no known origin</source>
        <translation>Dés d’origine inconnue</translation>
    </message>
    <message>
        <source>too few throws</source>
        <translation>trop peu de lancers</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>équilibré</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>douteux</translation>
    </message>
    <message>
        <source>unfair</source>
        <translation>déséquilibré</translation>
    </message>
    <message numerus="yes">
        <source>Too few throws to tell yet: about %n more are needed.</source>
        <translation>
            <numerusform>Trop peu de lancers pour juger : il en faut encore environ %n.</numerusform>
            <numerusform>Trop peu de lancers pour juger : il en faut encore environ %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>chi-square %1 with %n degrees of freedom, %2</source>
        <translation>
            <numerusform>khi-deux %1 à %n degré de liberté, %2</numerusform>
            <numerusform>khi-deux %1 à %n degrés de liberté, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing a fair die would not do (%1).</source>
        <translation>Rien d’anormal pour un dé équilibré (%1).</translation>
    </message>
    <message>
        <source>Doubtful: rare for a fair die, fewer than once in 100 times; worth watching (%1).</source>
        <translation>Douteux : rare pour un dé équilibré, moins d’une fois sur 100 ; à surveiller (%1).</translation>
    </message>
    <message>
        <source>These dice do not look fair: a fair die gives faces this uneven less than once in 1,000 times (%1).</source>
        <translation>Ces dés ne semblent pas équilibrés : un dé équilibré donne des faces aussi inégales moins d’une fois sur 1&#xa0;000 (%1).</translation>
    </message>
    <message>
        <source>Every roll read was rated.</source>
        <translation>Chaque jet lu a été évalué.</translation>
    </message>
    <message numerus="yes">
        <source>%n read off the printed chart (our sources do not give their chance)</source>
        <translation>
            <numerusform>%n lu sur la table imprimée (nos sources n’en donnent pas la probabilité)</numerusform>
            <numerusform>%n lus sur la table imprimée (nos sources n’en donnent pas la probabilité)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whose procedure does not say whom a result favours, or whose game is not loaded</source>
        <translation>
            <numerusform>%n dont la procédure ne dit pas qui un résultat favorise, ou dont le jeu n’est pas chargé</numerusform>
            <numerusform>%n dont la procédure ne dit pas qui un résultat favorise, ou dont le jeu n’est pas chargé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whose chances were too many to count or were not kept</source>
        <translation>
            <numerusform>%n dont les issues étaient trop nombreuses pour être comptées, ou n’ont pas été gardées</numerusform>
            <numerusform>%n dont les issues étaient trop nombreuses pour être comptées, ou n’ont pas été gardées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all, never guessed: %1.</source>
        <translation>
            <numerusform>%n au total, jamais deviné : %1.</numerusform>
            <numerusform>%n au total, jamais devinés : %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::LuckReportView</name>
    <message>
        <source>Rolls</source>
        <translation>Jets</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>No roll was rated.</source>
        <translation>Aucun jet n’a été évalué.</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;La chance</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;Dés</translation>
    </message>
    <message>
        <source>Rolls read:</source>
        <translation>Jets lus :</translation>
    </message>
    <message>
        <source>Rolls rated:</source>
        <translation>Jets évalués :</translation>
    </message>
    <message>
        <source>Total luck:</source>
        <translation>La chance au total :</translation>
    </message>
    <message>
        <source>Mean luck:</source>
        <translation>Moyenne par jet :</translation>
    </message>
    <message>
        <source>What it means:</source>
        <translation>Ce que cela veut dire :</translation>
    </message>
    <message>
        <source>A roll&apos;s luck runs from -0.50 (the worst result it could give) to +0.50 (the best), worked out from the exact chance of each result; fair dice give 0 on average. Voided rolls are left out, follow-ups count.</source>
        <translation>La chance d’un jet va de -0,50 (le pire résultat qu’il pouvait donner) à +0,50 (le meilleur), calculée d’après la probabilité exacte de chaque résultat ; des dés équilibrés donnent 0 en moyenne. Les jets annulés sont écartés, les jets de suite comptent.</translation>
    </message>
    <message>
        <source>Total luck after each turn</source>
        <translation>La chance cumulée, tour après tour</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>By side (whom the results favoured)</source>
        <translation>Par camp (celui que les résultats favorisaient)</translation>
    </message>
    <message>
        <source>By player (&quot;Rolled by&quot;)</source>
        <translation>Par joueur (« Lancé par »)</translation>
    </message>
    <message>
        <source>The luckiest rolls</source>
        <translation>Les jets les plus chanceux</translation>
    </message>
    <message>
        <source>The unluckiest rolls</source>
        <translation>Les jets les plus malchanceux</translation>
    </message>
    <message>
        <source>Rolls not rated</source>
        <translation>Jets non évalués</translation>
    </message>
    <message>
        <source>Each face of a fair die comes up about equally often. The chi-square test says how uneven the counts are; its p-value, how often fair dice are at least this uneven. The program&apos;s dice and the dice thrown on the table are counted apart.</source>
        <translation>Chaque face d’un dé équilibré sort à peu près aussi souvent que les autres. Le test du khi-deux dit à quel point les comptes sont inégaux ; sa valeur p, combien de fois des dés équilibrés le sont au moins autant. Les dés du programme et les dés lancés sur la table sont comptés à part.</translation>
    </message>
    <message>
        <source>%1 (voided rolls left out)</source>
        <translation>%1 (jets annulés écartés)</translation>
    </message>
    <message>
        <source>%1 (%2 not rated: see below)</source>
        <translation>%1 (%2 non évalués : voir plus bas)</translation>
    </message>
    <message>
        <source>%1 a roll</source>
        <translation>%1 par jet</translation>
    </message>
    <message>
        <source>(no side named)</source>
        <translation>(aucun camp nommé)</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(non indiqué)</translation>
    </message>
    <message>
        <source>No dice were read in these rolls.</source>
        <translation>Aucun dé n’a été lu dans ces jets.</translation>
    </message>
    <message numerus="yes">
        <source>d%1: %n thrown, %2</source>
        <translation>
            <numerusform>d%1 : %n lancer, %2</numerusform>
            <numerusform>d%1 : %n lancers, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Faces of the d%1</source>
        <translation>Faces du d%1</translation>
    </message>
</context>
<context>
    <name>umpire::LuckReportWindow</name>
    <message>
        <source>The luck report was cancelled; nothing in the log was changed.</source>
        <translation>Le rapport de chance a été annulé ; rien n’a été modifié dans le journal.</translation>
    </message>
    <message>
        <source>The luck report could not be made: %1</source>
        <translation>Le rapport de chance n’a pas pu être établi : %1</translation>
    </message>
    <message>
        <source>The luck report is ready.</source>
        <translation>Le rapport de chance est prêt.</translation>
    </message>
    <message>
        <source>Working out the luck of session %1…</source>
        <translation>Calcul de la chance de la séance %1…</translation>
    </message>
    <message>
        <source>Working out the luck of every session…</source>
        <translation>Calcul de la chance de toutes les séances…</translation>
    </message>
    <message>
        <source>Luck report</source>
        <translation>Rapport de chance</translation>
    </message>
    <message>
        <source>&amp;This session:</source>
        <translation>Cette &amp;séance :</translation>
    </message>
    <message>
        <source>&amp;Every session</source>
        <translation>&amp;Toutes les séances</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Session reported on</source>
        <translation>Séance du rapport</translation>
    </message>
    <message>
        <source>Work the report out again, with the rolls made since</source>
        <translation>Refaire le rapport, avec les jets faits depuis</translation>
    </message>
    <message>
        <source>Rolls of:</source>
        <translation>Jets de :</translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation>Aucun journal de partie n’est ouvert.</translation>
    </message>
    <message>
        <source>Luck report — %1</source>
        <translation>Rapport de chance — %1</translation>
    </message>
    <message>
        <source>#%1 %2 — %3</source>
        <translation>n° %1 %2 — %3</translation>
    </message>
    <message>
        <source>no session yet</source>
        <translation>pas encore de séance</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a game and a scenario</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Working out the luck…</source>
        <translation>Calcul de la chance…</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Séance %1</translation>
    </message>
    <message>
        <source>Session %1 — %2</source>
        <translation>Séance %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>Every session of %1 (sessions with rolls: %n)</source>
        <translation>
            <numerusform>Toutes les séances de %1 (séances avec des jets : %n)</numerusform>
            <numerusform>Toutes les séances de %1 (séances avec des jets : %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::MainMenus</name>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Roll the program&apos;s dice for this situation (Space)</source>
        <translation>Lancer les dés du programme pour cette situation (Espace)</translation>
    </message>
    <message>
        <source>Re&amp;set the situation</source>
        <translation>Réinitiali&amp;ser la situation</translation>
    </message>
    <message>
        <source>Put every field of this procedure back to its default (Ctrl+Shift+R)</source>
        <translation>Remettre chaque champ de cette procédure à sa valeur par défaut (Ctrl+Maj+R)</translation>
    </message>
    <message>
        <source>&amp;Void last entry…</source>
        <translation>&amp;Annuler la dernière entrée…</translation>
    </message>
    <message>
        <source>Void the last roll of the session, with a reason (Ctrl+Z)</source>
        <translation>Annuler le dernier jet de la séance, avec un motif (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Filter the log</source>
        <translation>&amp;Filtrer le journal</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Nouvelle séance…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;About Umpire</source>
        <translation>À &amp;propos d’Umpire</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Palette</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claire</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>&amp;Guide d’utilisation</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Reload modules</source>
        <translation>&amp;Recharger les modules</translation>
    </message>
    <message>
        <source>Read the game modules again, yours included, without restarting (F5)</source>
        <translation>Relire les modules de jeu, les vôtres compris, sans redémarrer (F5)</translation>
    </message>
    <message>
        <source>Open &amp;my modules folder</source>
        <translation>Ouvrir &amp;mon dossier de modules</translation>
    </message>
    <message>
        <source>The folder for your own modules and overlays, read on top of the shipped ones</source>
        <translation>Le dossier de vos propres modules et compléments, lus par-dessus ceux fournis</translation>
    </message>
    <message>
        <source>&amp;Dice seal…</source>
        <translation>Sceau des &amp;dés…</translation>
    </message>
    <message>
        <source>The sealed dice of the session: its commitment, the players&apos; phrase, the reveal of its seed</source>
        <translation>Les dés scellés de la séance : leur engagement, la phrase des joueurs, la révélation de la graine</translation>
    </message>
    <message>
        <source>Game &amp;reference tables</source>
        <translation>&amp;Tables de référence du jeu</translation>
    </message>
    <message>
        <source>The reference tables of the game in play: movement costs, stacking, command ranges...</source>
        <translation>Les tables de référence du jeu en cours : coûts de mouvement, empilement, portées de commandement…</translation>
    </message>
    <message>
        <source>Cop&amp;y the result</source>
        <translation>&amp;Copier le résultat</translation>
    </message>
    <message>
        <source>Copy the last result as text, for a message to the other players (Ctrl+Shift+C)</source>
        <translation>Copier le dernier résultat en texte, pour un message aux autres joueurs (Ctrl+Maj+C)</translation>
    </message>
    <message>
        <source>Values read off the &amp;chart…</source>
        <translation>Valeurs lues sur la &amp;table…</translation>
    </message>
    <message>
        <source>The values of this game read off your printed chart, kept for the rest of the game; forget one typed wrong</source>
        <translation>Les valeurs de ce jeu lues sur votre table imprimée, gardées pour le reste de la partie ; oubliez celle qui a été mal saisie</translation>
    </message>
</context>
<context>
    <name>umpire::MainWindow</name>
    <message>
        <source>Umpire</source>
        <translation>Umpire</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modificateurs</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while loading modules: see Module diagnostics</source>
        <translation>
            <numerusform>%n problème au chargement des modules : voir Diagnostic des modules</numerusform>
            <numerusform>%n problèmes au chargement des modules : voir Diagnostic des modules</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading game modules…</source>
        <translation>Chargement des modules de jeu…</translation>
    </message>
    <message>
        <source>No game module is loaded: see Module diagnostics</source>
        <translation>Aucun module de jeu n’est chargé : voir Diagnostic des modules</translation>
    </message>
    <message>
        <source>The game log cannot be used, so rolls are not recorded: %1</source>
        <translation>Le journal de partie est inutilisable, les jets ne sont donc pas enregistrés : %1</translation>
    </message>
    <message>
        <source>Game log not available: %1</source>
        <translation>Journal de partie indisponible : %1</translation>
    </message>
    <message>
        <source>Started session %1 for %2</source>
        <translation>Séance %1 ouverte pour %2</translation>
    </message>
    <message>
        <source>Entry %1 cannot be reloaded: %2 / %3 is not loaded</source>
        <translation>L’entrée %1 ne peut pas être rechargée : %2 / %3 n’est pas chargé</translation>
    </message>
    <message>
        <source>Situation of entry %1 reloaded</source>
        <translation>Situation de l’entrée %1 rechargée</translation>
    </message>
    <message>
        <source>Entry %1 reloaded, except: %2</source>
        <translation>Entrée %1 rechargée, sauf : %2</translation>
    </message>
    <message>
        <source>No game log</source>
        <translation>Pas de journal de partie</translation>
    </message>
    <message>
        <source>The game log cannot be used: %1</source>
        <translation>Le journal de partie est inutilisable : %1</translation>
    </message>
    <message>
        <source>Session not started</source>
        <translation>Séance non ouverte</translation>
    </message>
    <message>
        <source>Session %1 started</source>
        <translation>Séance %1 ouverte</translation>
    </message>
    <message>
        <source>The language changes the next time Umpire starts.</source>
        <translation>La langue changera au prochain démarrage d’Umpire.</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Séance %1</translation>
    </message>
    <message>
        <source>No session yet</source>
        <translation>Pas encore de séance</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <translation>Journal : %1</translation>
    </message>
    <message>
        <source>Not logging</source>
        <translation>Sans journal</translation>
    </message>
    <message>
        <source>A roll is not in the log</source>
        <translation>Un jet n’est pas au journal</translation>
    </message>
    <message>
        <source>The last roll is not in the game log yet. Quit anyway? It will not be recorded.</source>
        <translation>Le dernier jet n’est pas encore au journal de partie. Quitter quand même ? Il ne sera pas enregistré.</translation>
    </message>
    <message>
        <source>Cannot create %1</source>
        <translation>Impossible de créer %1</translation>
    </message>
    <message>
        <source>Your modules folder: %1 (Reload modules, F5, reads it)</source>
        <translation>Votre dossier de modules : %1 (Recharger les modules, F5, le lit)</translation>
    </message>
    <message>
        <source>Modules not reloaded: the last roll is not in the log yet (write it again or discard it)</source>
        <translation>Modules non rechargés : le dernier jet n’est pas encore au journal (écrivez-le de nouveau ou écartez-le)</translation>
    </message>
    <message numerus="yes">
        <source>Modules reloaded (games: %n)</source>
        <translation>
            <numerusform>Modules rechargés : %n jeu</numerusform>
            <numerusform>Modules rechargés : %n jeux</numerusform>
        </translation>
    </message>
    <message>
        <source>The log is not changed: the last roll is not in it yet (write it again or discard it)</source>
        <translation>Le journal n’est pas changé : le dernier jet n’y est pas encore (écrivez-le de nouveau ou écartez-le)</translation>
    </message>
    <message>
        <source>another log is being opened</source>
        <translation>un autre journal est en cours d’ouverture</translation>
    </message>
    <message>
        <source>Rolls now go to %1</source>
        <translation>Les jets vont désormais dans %1</translation>
    </message>
    <message>
        <source>&amp;Chit cup</source>
        <translation>&amp;Gobelet de pions</translation>
    </message>
    <message>
        <source>The chit cup of the session: the chits left, the draws, Draw and New turn</source>
        <translation>Le gobelet de pions de la séance : pions restants, tirages, Tirer et Nouveau tour</translation>
    </message>
    <message>
        <source>Started session %1 for the chit cup</source>
        <translation>Séance %1 ouverte pour le gobelet de pions</translation>
    </message>
    <message>
        <source>The last roll is not in the log yet: finish it, write it again or discard it first</source>
        <translation>Le dernier jet n’est pas encore dans le journal : terminez-le, réécrivez-le ou abandonnez-le d’abord</translation>
    </message>
    <message>
        <source>Dice not sealed</source>
        <translation>Dés non scellés</translation>
    </message>
    <message>
        <source>Session %1 is started, but its dice could not be sealed: %2</source>
        <translation>La séance %1 a commencé, mais ses dés n’ont pu être scellés : %2</translation>
    </message>
    <message>
        <source>No log session yet: start one with New session</source>
        <translation>Pas encore de séance dans le journal : commencez-en une avec Nouvelle séance</translation>
    </message>
    <message>
        <source>No game log is open</source>
        <translation>Aucun journal de partie n’est ouvert</translation>
    </message>
    <message>
        <source>Dice seal unreadable</source>
        <translation>Sceau des dés illisible</translation>
    </message>
    <message>
        <source>%1 is being upgraded</source>
        <translation>%1 est en cours de mise à niveau</translation>
    </message>
    <message>
        <source>Upgrading %1 to this version of Umpire…</source>
        <translation>Mise à niveau de %1 pour cette version d&apos;Umpire…</translation>
    </message>
    <message>
        <source>Open log</source>
        <translation>Ouvrir un journal</translation>
    </message>
    <message>
        <source>%1 was written by an older version of Umpire: it is copied, then upgraded.</source>
        <translation>%1 a été écrit par une version antérieure d&apos;Umpire : il est copié, puis mis à niveau.</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled: the log was not changed</source>
        <translation>Ouverture de %1 annulée : le journal n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>%1 was upgraded; the old file was kept as %2</source>
        <translation>%1 a été mis à niveau ; l&apos;ancien fichier est conservé sous %2</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <translation>Options : %1</translation>
    </message>
    <message>
        <source>Log not opened: %1</source>
        <translation>Journal non ouvert : %1</translation>
    </message>
    <message>
        <source>Log not opened</source>
        <translation>Journal non ouvert</translation>
    </message>
    <message>
        <source>The result is on the clipboard</source>
        <translation>Le résultat est dans le presse-papiers</translation>
    </message>
    <message>
        <source>No result to copy yet</source>
        <translation>Aucun résultat à copier pour l&apos;instant</translation>
    </message>
    <message>
        <source>Printed &amp;table</source>
        <translation>&amp;Table imprimée</translation>
    </message>
    <message>
        <source>The result table as on the printed chart, with the column and the row of the last roll marked</source>
        <translation>La table des résultats comme sur la table imprimée, avec la colonne et la ligne du dernier jet marquées</translation>
    </message>
    <message>
        <source>No luck report: the game log cannot be used: %1</source>
        <translation>Pas de rapport de chance : le journal de partie ne peut pas être utilisé : %1</translation>
    </message>
</context>
<context>
    <name>umpire::ModifierLedger</name>
    <message>
        <source>%1 col. right</source>
        <translation>%1 col. à droite</translation>
    </message>
    <message>
        <source>%1 col. left</source>
        <translation>%1 col. à gauche</translation>
    </message>
    <message>
        <source>%1 att. strength</source>
        <translation>%1 force att.</translation>
    </message>
    <message>
        <source>%1 def. strength</source>
        <translation>%1 force déf.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>règle %1</translation>
    </message>
    <message>
        <source>%1d%2</source>
        <translation>%1d%2</translation>
    </message>
    <message>
        <source>Cap bites: %1 cut to %2</source>
        <translation>Plafond atteint : %1 ramené à %2</translation>
    </message>
    <message>
        <source>Not reached (%1)</source>
        <translation>Non atteint (%1)</translation>
    </message>
    <message>
        <source>Cap: %1</source>
        <translation>Plafond : %1</translation>
    </message>
    <message>
        <source>Columns beyond the table</source>
        <translation>Colonnes au-delà de la table</translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) past the edge become a die modifier</source>
        <translation>
            <numerusform>%n colonne au-delà du bord devient un modificateur au dé</numerusform>
            <numerusform>%n colonnes au-delà du bord deviennent un modificateur au dé</numerusform>
        </translation>
    </message>
    <message>
        <source>Die-roll modifier total</source>
        <translation>Total des modificateurs au dé</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Target number</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Interpretation</source>
        <translation>Interprétation</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Interpretation (%1)</source>
        <translation>Interprétation (%1)</translation>
    </message>
    <message>
        <source>This situation cannot be resolved:</source>
        <translation>Cette situation ne peut pas être résolue :</translation>
    </message>
    <message>
        <source>%1 to target</source>
        <translation>%1 au seuil</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message numerus="yes">
        <source>shifted right of the column before shifts (columns: %n)</source>
        <translation>
            <numerusform>décalée à droite de la colonne avant décalages (colonnes : %n)</numerusform>
            <numerusform>décalée à droite de la colonne avant décalages (colonnes : %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shifted left of the column before shifts (columns: %n)</source>
        <translation>
            <numerusform>décalée à gauche de la colonne avant décalages (colonnes : %n)</numerusform>
            <numerusform>décalée à gauche de la colonne avant décalages (colonnes : %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Die-roll modifier total &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Total des modificateurs au dé &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>column &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>colonne &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>target &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>seuil &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Interpretations in force (%1)</source>
        <translation>Interprétations en vigueur (%1)</translation>
    </message>
    <message>
        <source>The module&apos;s readings of rules that are silent or ambiguous; click to show or hide them</source>
        <translation>Les lectures du module pour les règles muettes ou ambiguës ; cliquez pour les montrer ou les cacher</translation>
    </message>
    <message>
        <source>no dice: decided from the situation</source>
        <translation>sans dés : décidé d&apos;après la situation</translation>
    </message>
    <message>
        <source>no dice needed: no throw can change the result here</source>
        <translation>aucun dé à lancer : aucun jet ne peut changer le résultat ici</translation>
    </message>
    <message>
        <source>%1 not needed: it cannot change the result</source>
        <translation>%1 inutile : il ne peut pas changer le résultat</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), the first: %1</source>
        <translation>
            <numerusform>%n étape, la première : %1</numerusform>
            <numerusform>%n étapes, la première : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1 of %2: %3</source>
        <translation>étape %1 sur %2 : %3</translation>
    </message>
</context>
<context>
    <name>umpire::NamedDiceFields</name>
    <message>
        <source>The faces of the %1 thrown on the table; Enter goes on</source>
        <translation>Les faces du %1 lancé sur la table ; Entrée passe à la suite</translation>
    </message>
</context>
<context>
    <name>umpire::NewestRollsDock</name>
    <message>
        <source>Every table</source>
        <translation>Toutes les tables</translation>
    </message>
    <message>
        <source>Filter every table&apos;s entries</source>
        <translation>Filtrer les entrées de toutes les tables</translation>
    </message>
    <message>
        <source>Filter: procedure, result, turn, phase, note…</source>
        <translation>Filtre : procédure, résultat, tour, phase, note…</translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation>Aucun journal de partie n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>n° %1 %2</translation>
    </message>
    <message>
        <source>club log %1</source>
        <translation>journal du club %1</translation>
    </message>
    <message numerus="yes">
        <source>The newest %n entries of every session (%1 in all) in %2; read at %3.</source>
        <translation>
            <numerusform>La dernière entrée de toutes les séances (%1 en tout) de %2 ; lue à %3.</numerusform>
            <numerusform>Les %n dernières entrées de toutes les séances (%1 en tout) de %2 ; lues à %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %n entries matching the filter, of every session (%1 in all) in %2; read at %3.</source>
        <translation>
            <numerusform>La dernière entrée conforme au filtre, de toutes les séances (%1 en tout) de %2 ; lue à %3.</numerusform>
            <numerusform>Les %n dernières entrées conformes au filtre, de toutes les séances (%1 en tout) de %2 ; lues à %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::OutcomeChart</name>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Before last change</source>
        <translation>Avant la dernière modification</translation>
    </message>
    <message>
        <source>read off the printed chart</source>
        <translation>lu sur la table imprimée</translation>
    </message>
    <message>
        <source>read off the printed chart: %1</source>
        <translation>lu sur la table imprimée : %1</translation>
    </message>
    <message>
        <source>the throws that land on a cell our sources lack: you read their result off your printed chart</source>
        <translation>les jets qui tombent sur une case absente de nos sources : vous lisez leur résultat sur votre table imprimée</translation>
    </message>
    <message>
        <source>What if: change a field to compare with the situation before it.</source>
        <translation>Et si : modifiez un champ pour comparer avec la situation d’avant.</translation>
    </message>
    <message>
        <source>What if: the last change moved no chance.</source>
        <translation>Et si : la dernière modification n’a changé aucune probabilité.</translation>
    </message>
    <message>
        <source>What if, since the last change: %1</source>
        <translation>Et si, depuis la dernière modification : %1</translation>
    </message>
    <message>
        <source>before the last change: %1</source>
        <translation>avant le dernier changement : %1</translation>
    </message>
    <message>
        <source>Rolled: %1 (the marked bar).</source>
        <translation>Obtenu : %1 (la barre marquée).</translation>
    </message>
    <message>
        <source>Cannot happen here: %1.</source>
        <translation>Impossible ici : %1.</translation>
    </message>
    <message>
        <source>Chances of</source>
        <translation>Probabilités de</translation>
    </message>
    <message>
        <source>Show the chances of the result, or of each value an output may take</source>
        <translation>Montrer les probabilités du résultat, ou de chaque valeur que peut prendre une sortie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Output: %1</source>
        <translation>Sortie : %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Triggers: %1</source>
        <translation>Déclencheurs : %1</translation>
    </message>
    <message>
        <source>Too many outcomes to count exactly: %1</source>
        <translation>Trop d&apos;issues pour un compte exact : %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>umpire::PlaySession</name>
    <message>
        <source>no procedure is in play</source>
        <translation>aucune procédure n’est en jeu</translation>
    </message>
    <message>
        <source>First enter the result read on the printed chart</source>
        <translation>Saisissez d’abord le résultat lu sur la table imprimée</translation>
    </message>
    <message>
        <source>The last roll is being written to the log</source>
        <translation>Le dernier jet est en cours d’écriture au journal</translation>
    </message>
    <message>
        <source>The last roll is not in the log: write it again or discard it first</source>
        <translation>Le dernier jet n’est pas au journal : écrivez-le de nouveau ou écartez-le d’abord</translation>
    </message>
    <message>
        <source>Pick a procedure</source>
        <translation>Choisissez une procédure</translation>
    </message>
    <message>
        <source>The situation is not assessed</source>
        <translation>La situation n’est pas évaluée</translation>
    </message>
    <message>
        <source>No follow-up roll is called for</source>
        <translation>Aucun jet de suite n’est demandé</translation>
    </message>
    <message>
        <source>The roll that called for the follow-up was discarded</source>
        <translation>Le jet qui demandait la suite a été écarté</translation>
    </message>
    <message>
        <source>The follow-up cannot be resolved: %1</source>
        <translation>Le jet de suite ne peut pas être résolu : %1</translation>
    </message>
    <message>
        <source>No roll is waiting for a result read off the printed chart</source>
        <translation>Aucun jet n’attend de résultat lu sur la table imprimée</translation>
    </message>
    <message>
        <source>Enter the result read on the printed chart</source>
        <translation>Saisissez le résultat lu sur la table imprimée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result of %2; the results are %3</source>
        <translation>« %1 » n’est pas un résultat de %2 ; les résultats sont %3</translation>
    </message>
    <message>
        <source>no game log is open</source>
        <translation>aucun journal de partie n’est ouvert</translation>
    </message>
    <message>
        <source>no game log is open (%1)</source>
        <translation>aucun journal de partie n’est ouvert (%1)</translation>
    </message>
    <message>
        <source>No roll is waiting to be written to the log</source>
        <translation>Aucun jet n’attend d’être écrit au journal</translation>
    </message>
    <message>
        <source>Say why the roll is discarded: the reason goes to the log</source>
        <translation>Dites pourquoi le jet est écarté : la raison va au journal</translation>
    </message>
    <message>
        <source>The dice seal of session %1 cannot be read, so the program does not roll: %2</source>
        <translation>Le sceau des dés de la séance %1 ne peut être lu, le programme ne lance donc pas : %2</translation>
    </message>
    <message>
        <source>Session %1 revealed its dice seal, so its program dice are known: start a new session, or enter the dice thrown on the table</source>
        <translation>La séance %1 a révélé le sceau de ses dés, ses dés du programme sont donc connus : commencez une nouvelle séance, ou saisissez les dés lancés sur la table</translation>
    </message>
    <message>
        <source>This roll began with dice thrown on the table: in a session with sealed dice a roll takes all its dice from the table or all from the seal, so enter this step&apos;s dice too</source>
        <translation>Ce jet a commencé avec des dés lancés sur la table : dans une séance aux dés scellés, un jet prend tous ses dés de la table ou tous du sceau ; saisissez donc aussi les dés de cette étape</translation>
    </message>
    <message>
        <source>This roll began with the session&apos;s sealed dice: a roll takes all its dice from the seal or all from the table, so roll this step with the program too</source>
        <translation>Ce jet a commencé avec les dés scellés de la séance : un jet prend tous ses dés du sceau ou tous de la table ; lancez donc aussi cette étape avec le programme</translation>
    </message>
    <message>
        <source>First enter the value of %1 read on the printed chart</source>
        <translation>Saisissez d&apos;abord la valeur de %1 lue sur la table imprimée</translation>
    </message>
    <message>
        <source>First read %1 on the printed chart</source>
        <translation>Lisez d&apos;abord %1 sur la table imprimée</translation>
    </message>
    <message>
        <source>%1 throws no dice: record the decision instead</source>
        <translation>%1 ne lance pas de dés : enregistrez plutôt la décision</translation>
    </message>
    <message>
        <source>The next step cannot be resolved: %1</source>
        <translation>L&apos;étape suivante ne peut pas être résolue : %1</translation>
    </message>
    <message>
        <source>Enter the value read on the printed chart</source>
        <translation>Saisissez la valeur lue sur la table imprimée</translation>
    </message>
    <message>
        <source>The game of this roll, %1, is no longer loaded</source>
        <translation>Le jeu de ce jet, %1, n&apos;est plus chargé</translation>
    </message>
    <message>
        <source>The roll that called for the follow-up was voided</source>
        <translation>Le jet qui demandait la suite a été annulé</translation>
    </message>
</context>
<context>
    <name>umpire::PlayView</name>
    <message>
        <source>Before the follow-up: %1</source>
        <translation>Avant le jet qui suit : %1</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (règle %2)</translation>
    </message>
    <message>
        <source>Roll not recorded: %1</source>
        <translation>Jet non enregistré : %1</translation>
    </message>
    <message>
        <source>No chances: the situation is refused (see the messages in the form).</source>
        <translation>Pas de probabilités : la situation est refusée (voir les messages du formulaire).</translation>
    </message>
    <message>
        <source>The situation is refused: see the messages in the form.</source>
        <translation>La situation est refusée : voir les messages dans le formulaire.</translation>
    </message>
    <message>
        <source>Chances that remain before %1</source>
        <translation>Probabilités restantes avant %1</translation>
    </message>
    <message>
        <source>No chances yet: read %1 on your printed chart first.</source>
        <translation>Pas encore de probabilités : lisez d&apos;abord %1 sur votre table imprimée.</translation>
    </message>
    <message>
        <source>Chances of the whole procedure, before the first step</source>
        <translation>Probabilités de toute la procédure, avant la première étape</translation>
    </message>
    <message>
        <source>step %1 of %2, %3</source>
        <translation>étape %1 sur %2, %3</translation>
    </message>
    <message>
        <source>Decision: &lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style=&apos;color:gray&apos;&gt;(rule %3)&lt;/span&gt;</source>
        <translation>Décision : &lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style=&apos;color:gray&apos;&gt;(règle %3)&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
    <message>
        <source>First: %1</source>
        <translation>D&apos;abord : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>read off the printed chart first</source>
        <translation>à lire d’abord sur la table imprimée</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>it depends on the dice before it</source>
        <translation>selon les dés lancés avant</translation>
    </message>
</context>
<context>
    <name>umpire::PrintedTableDock</name>
    <message>
        <source>Printed table</source>
        <translation>Table imprimée</translation>
    </message>
    <message>
        <source>Step whose table is shown</source>
        <translation>Étape dont la table est affichée</translation>
    </message>
    <message>
        <source>The result table as printed</source>
        <translation>La table des résultats telle qu&apos;imprimée</translation>
    </message>
    <message>
        <source>No procedure chosen</source>
        <translation>Aucune procédure choisie</translation>
    </message>
    <message>
        <source>%1 reads no table: its result comes from a roll against a target, a count of hits or the values it computes</source>
        <translation>%1 ne lit aucune table : son résultat vient d&apos;un jet contre un seuil, d&apos;un compte de coups au but ou des valeurs qu&apos;elle calcule</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Missing from our sources: read this cell on your printed chart</source>
        <translation>Absente de nos sources : lisez cette case sur votre table imprimée</translation>
    </message>
    <message>
        <source>From your own chart (an overlay file)</source>
        <translation>De votre propre table (un fichier complément)</translation>
    </message>
    <message>
        <source>This table is missing from our sources: Umpire works out the column and the row, then asks for the result read on your printed chart.</source>
        <translation>Cette table est absente de nos sources : Umpire trouve la colonne et la ligne, puis demande le résultat lu sur votre table imprimée.</translation>
    </message>
    <message>
        <source>Column %1: this situation&apos;s, after its shifts</source>
        <translation>Colonne %1 : celle de cette situation, après ses décalages</translation>
    </message>
    <message>
        <source>%1, read on your chart</source>
        <translation>%1, lu sur votre table</translation>
    </message>
    <message>
        <source>to be read on your chart</source>
        <translation>à lire sur votre table</translation>
    </message>
    <message>
        <source>Last roll: row %1, column %2, %3</source>
        <translation>Dernier jet : ligne %1, colonne %2, %3</translation>
    </message>
    <message>
        <source>Last roll: row %1, %2</source>
        <translation>Dernier jet : ligne %1, %2</translation>
    </message>
    <message>
        <source>No column yet: enter the situation.</source>
        <translation>Pas encore de colonne : saisissez la situation.</translation>
    </message>
</context>
<context>
    <name>umpire::ProcedurePicker</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>P&amp;rocedure</source>
        <translation>P&amp;rocédure</translation>
    </message>
    <message>
        <source>Search procedures</source>
        <translation>Chercher une procédure</translation>
    </message>
</context>
<context>
    <name>umpire::RatedRollText</name>
    <message numerus="yes">
        <source>%1 in %2</source>
        <comment>a chance: 1 in 36</comment>
        <translation>
            <numerusform>%1 chance sur %2</numerusform>
            <numerusform>%1 chances sur %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1-in-%2</source>
        <comment>a chance said before the result it is of: a 1-in-36 DE</comment>
        <translation>
            <numerusform>%1 chance sur %2</numerusform>
            <numerusform>%1 chances sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>an %1 %2</source>
        <comment>a chance and a result: an 8-in-36 DR</comment>
        <translation>un %2 (%1)</translation>
    </message>
    <message>
        <source>a %1 %2</source>
        <comment>a chance and a result: a 1-in-36 DE</comment>
        <translation>un %2 (%1)</translation>
    </message>
    <message>
        <source>at %1</source>
        <comment>an odds column: at 1:1</comment>
        <translation>à %1</translation>
    </message>
    <message>
        <source>on turn %1 of session %2</source>
        <translation>au tour %1 de la séance %2</translation>
    </message>
    <message>
        <source>in session %1</source>
        <translation>dans la séance %1</translation>
    </message>
    <message>
        <source>on turn %1</source>
        <translation>au tour %1</translation>
    </message>
    <message>
        <source>, for %1</source>
        <comment>whom the roll favoured: for the attacker</comment>
        <translation>, pour %1</translation>
    </message>
    <message>
        <source>, rolled by %1</source>
        <translation>, lancé par %1</translation>
    </message>
    <message>
        <source>(luck %1)</source>
        <translation>(la chance : %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a procedure and a roll of it: Combat: a 1-in-36 DE</comment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>umpire::ReferenceDialog</name>
    <message>
        <source>This game&apos;s module gives no reference tables.</source>
        <translation>Le module de ce jeu ne donne aucune table de référence.</translation>
    </message>
    <message>
        <source>Reference tables: %1</source>
        <translation>Tables de référence : %1</translation>
    </message>
</context>
<context>
    <name>umpire::ResultCard</name>
    <message>
        <source>Record this result</source>
        <translation>Enregistrer ce résultat</translation>
    </message>
    <message>
        <source>or its physical dice</source>
        <translation>ou ses dés physiques</translation>
    </message>
    <message>
        <source>Follow-up: %1</source>
        <translation>Jet de suite : %1</translation>
    </message>
    <message>
        <source>Physical dice %1</source>
        <translation>Dés physiques %1</translation>
    </message>
    <message>
        <source>Program dice %1 (seed %2)</source>
        <translation>Dés du programme %1 (graine %2)</translation>
    </message>
    <message>
        <source>each die counted on its own</source>
        <translation>chaque dé compté séparément</translation>
    </message>
    <message>
        <source>natural %1, modifiers %2, modified roll &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>naturel %1, modificateurs %2, jet modifié &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>read on row %1</source>
        <translation>lu à la ligne %1</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>seuil %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>The owning player chooses:</source>
        <translation>Le joueur propriétaire choisit :</translation>
    </message>
    <message>
        <source>No roll yet. Press Space to roll with the program&apos;s dice, or type the dice thrown on the table and press Enter.</source>
        <translation>Aucun jet pour l’instant. Appuyez sur Espace pour lancer les dés du programme, ou tapez les dés lancés sur la table puis Entrée.</translation>
    </message>
    <message>
        <source>Write it to the log again</source>
        <translation>L’écrire de nouveau au journal</translation>
    </message>
    <message>
        <source>Discard the roll</source>
        <translation>Écarter le jet</translation>
    </message>
    <message>
        <source>Result read on the printed chart</source>
        <translation>Résultat lu sur la table imprimée</translation>
    </message>
    <message>
        <source>Physical dice of the follow-up roll</source>
        <translation>Dés physiques du jet de suite</translation>
    </message>
    <message>
        <source>or say why it does not count</source>
        <translation>ou dites pourquoi il ne compte pas</translation>
    </message>
    <message>
        <source>Why the roll is discarded</source>
        <translation>Pourquoi le jet est écarté</translation>
    </message>
    <message>
        <source>The roll goes to the log with a void entry giving the reason</source>
        <translation>Le jet va au journal avec une entrée d’annulation qui donne la raison</translation>
    </message>
    <message>
        <source>Writing to the log…</source>
        <translation>Écriture au journal…</translation>
    </message>
    <message>
        <source>Another program may hold the log; Umpire waits for it without stopping the window</source>
        <translation>Un autre programme tient peut-être le journal ; Umpire l’attend sans bloquer la fenêtre</translation>
    </message>
    <message>
        <source>rolled by %1</source>
        <translation>lancé par %1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note : %1</translation>
    </message>
    <message>
        <source>Roll the follow-up: %1</source>
        <translation>Lancer la suite : %1</translation>
    </message>
    <message>
        <source>Program dice of sealed roll %1 of the session: they and the result are shown once the roll is in the log. Write it again, or discard it (the log then keeps it, voided).</source>
        <translation>Dés du programme du jet scellé %1 de la séance : eux et le résultat sont montrés dès que le jet est au journal. Écrivez-le de nouveau, ou écartez-le (le journal le garde alors, annulé).</translation>
    </message>
    <message>
        <source>Program dice %1 (sealed roll %2 of the session)</source>
        <translation>Dés du programme %1 (jet scellé %2 de la séance)</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
    <message>
        <source>Decided from the situation, no dice</source>
        <translation>Décidé d&apos;après la situation, sans dés</translation>
    </message>
    <message>
        <source>Computed:</source>
        <translation>Calculé :</translation>
    </message>
    <message>
        <source>Triggered:</source>
        <translation>Déclenché :</translation>
    </message>
    <message>
        <source>Values read off your chart:</source>
        <translation>Valeurs lues sur votre table :</translation>
    </message>
    <message>
        <source>Our sources lack this value. Read it on your printed chart: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Nos sources n&apos;ont pas cette valeur. Lisez-la sur votre table imprimée : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Our sources lack this result. Read it on your printed chart: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Nos sources n&apos;ont pas ce résultat. Lisez-le sur votre table imprimée : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>Use this value</source>
        <translation>Utiliser cette valeur</translation>
    </message>
</context>
<context>
    <name>umpire::RollControls</name>
    <message>
        <source>Use dice (Enter)</source>
        <translation>Utiliser ces dés (Entrée)</translation>
    </message>
    <message>
        <source>Physical dice, e.g. 4 or 3,5</source>
        <translation>Dés physiques, p. ex. 4 ou 3,5</translation>
    </message>
    <message>
        <source>Type the dice thrown on the table, separated by commas or spaces; Enter uses them</source>
        <translation>Tapez les dés lancés sur la table, séparés par des virgules ou des espaces ; Entrée les utilise</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Dés physiques</translation>
    </message>
    <message>
        <source>Note for the next roll (hex, unit)</source>
        <translation>Note pour le prochain jet (hexagone, unité)</translation>
    </message>
    <message>
        <source>Written to the log with the next roll, then cleared</source>
        <translation>Écrite au journal avec le prochain jet, puis effacée</translation>
    </message>
    <message>
        <source>Note for the next roll</source>
        <translation>Note pour le prochain jet</translation>
    </message>
    <message>
        <source>Pick a procedure</source>
        <translation>Choisissez une procédure</translation>
    </message>
    <message>
        <source>Roll  (Space)</source>
        <translation>Lancer  (Espace)</translation>
    </message>
    <message>
        <source>Roll %1  (Space)</source>
        <translation>Lancer %1  (Espace)</translation>
    </message>
    <message>
        <source>Roll with the program&apos;s dice; the seed goes to the log</source>
        <translation>Lancer avec les dés du programme ; la graine est inscrite au journal</translation>
    </message>
    <message>
        <source>Record the decision  (Space)</source>
        <translation>Enregistrer la décision  (Espace)</translation>
    </message>
</context>
<context>
    <name>umpire::SealDialog</name>
    <message>
        <source>Dice not sealed</source>
        <translation>Dés non scellés</translation>
    </message>
    <message>
        <source>Sealed dice %1... revealed</source>
        <translation>Dés scellés %1... révélés</translation>
    </message>
    <message>
        <source>Sealed dice %1..., sealed rolls: %2</source>
        <translation>Dés scellés %1..., jets scellés : %2</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Add phrase</source>
        <translation>&amp;Ajouter la phrase</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>&amp;Reveal seed...</source>
        <translation>&amp;Révéler la graine...</translation>
    </message>
    <message>
        <source>Dice seal of session %1</source>
        <translation>Sceau des dés de la séance %1</translation>
    </message>
    <message>
        <source>any words the players choose after seeing the commitment</source>
        <translation>des mots choisis par les joueurs après avoir vu l’engagement</translation>
    </message>
    <message>
        <source>Copy the commitment, to keep it outside the program</source>
        <translation>Copier l’engagement, pour le garder hors du programme</translation>
    </message>
    <message>
        <source>Show the seed and write its reveal to the log: no program roll can join the session after it</source>
        <translation>Afficher la graine et inscrire sa révélation au journal : aucun jet du programme ne peut plus rejoindre la séance</translation>
    </message>
    <message>
        <source>Commitment (SHA-256):</source>
        <translation>Engagement (SHA-256) :</translation>
    </message>
    <message>
        <source>Players&apos; &amp;phrase:</source>
        <translation>&amp;Phrase des joueurs :</translation>
    </message>
    <message>
        <source>The commitment is copied.</source>
        <translation>L’engagement est copié.</translation>
    </message>
    <message>
        <source>Reveal the seed</source>
        <translation>Révéler la graine</translation>
    </message>
    <message>
        <source>Reveal the seed of session %1? Its program dice are then known, so no program roll can join it; start a new session to roll on.</source>
        <translation>Révéler la graine de la séance %1 ? Ses dés du programme sont alors connus, aucun jet du programme ne peut donc plus la rejoindre ; commencez une nouvelle séance pour continuer à lancer.</translation>
    </message>
    <message>
        <source>Session %1 has no dice seal: its program dice come from seeds of their own, which umpire-cli log verify cannot check. Start a new session with sealed dice for that.</source>
        <translation>La séance %1 n’a pas de sceau des dés : ses dés du programme viennent de graines propres, que umpire-cli log verify ne peut vérifier. Commencez pour cela une nouvelle séance aux dés scellés.</translation>
    </message>
    <message>
        <source>Revealed after %1 sealed rolls. umpire-cli log verify now checks each of them against this seed; the game log documentation gives the recipe to check them by hand.</source>
        <translation>Révélée après %1 jets scellés. umpire-cli log verify vérifie maintenant chacun d’eux avec cette graine ; la documentation du journal de partie donne la recette pour les vérifier à la main.</translation>
    </message>
    <message>
        <source>The program&apos;s dice of this session are sealed: write the commitment down or copy it now. Sealed rolls so far: %1. Reveal the seed at the end of the session.</source>
        <translation>Les dés du programme de cette séance sont scellés : notez ou copiez l’engagement maintenant. Jets scellés jusqu’ici : %1. Révélez la graine à la fin de la séance.</translation>
    </message>
    <message>
        <source>The phrase is mixed into every program roll of the session.</source>
        <translation>La phrase est mêlée à chaque jet du programme de la séance.</translation>
    </message>
    <message>
        <source>The seed is revealed and its reveal is in the log.</source>
        <translation>La graine est révélée et sa révélation est au journal.</translation>
    </message>
</context>
<context>
    <name>umpire::SessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Nouvelle séance</translation>
    </message>
    <message>
        <source>optional, e.g. 12.4 Rossignol</source>
        <translation>facultatif, p. ex. 12.4 Rossignol</translation>
    </message>
    <message>
        <source>names separated by commas</source>
        <translation>noms séparés par des virgules</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scénario :</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>Ouvrir la séance</translation>
    </message>
    <message>
        <source>S&amp;eal the program&apos;s dice (provably fair)</source>
        <translation>Sc&amp;eller les dés du programme (équité vérifiable)</translation>
    </message>
    <message>
        <source>The program&apos;s dice of the session are fixed now by a secret seed whose SHA-256 commitment is shown; the seed is revealed at the end and umpire-cli log verify checks every roll against it. Dice thrown on the table are not affected.</source>
        <translation>Les dés du programme de la séance sont fixés dès maintenant par une graine secrète dont l’engagement SHA-256 est affiché ; la graine est révélée à la fin et umpire-cli log verify vérifie chaque jet avec elle. Les dés lancés sur la table ne sont pas concernés.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
</context>
<context>
    <name>umpire::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Alt+G</source>
        <translation>Alt+G</translation>
    </message>
    <message>
        <source>Go to the game list</source>
        <translation>Aller à la liste des jeux</translation>
    </message>
    <message>
        <source>Alt+R</source>
        <translation>Alt+R</translation>
    </message>
    <message>
        <source>Go to the procedure search (type a few letters)</source>
        <translation>Aller à la recherche de procédure (tapez quelques lettres)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Next or previous field, in the module&apos;s order</source>
        <translation>Champ suivant ou précédent, dans l’ordre du module</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Roll, except in a tick box, a button, a text field or a list, where it keeps its usual meaning</source>
        <translation>Lancer, sauf dans une case à cocher, un bouton, un champ de texte ou une liste, où elle garde son sens habituel</translation>
    </message>
    <message>
        <source>Enter (dice field)</source>
        <translation>Entrée (champ des dés)</translation>
    </message>
    <message>
        <source>Use the physical dice typed in the field; an empty field does nothing</source>
        <translation>Utiliser les dés physiques tapés dans le champ ; un champ vide ne fait rien</translation>
    </message>
    <message>
        <source>Insert, Ctrl+D, Delete (units table)</source>
        <translation>Inser, Ctrl+D, Suppr (table des unités)</translation>
    </message>
    <message>
        <source>Add, duplicate or remove a unit</source>
        <translation>Ajouter, dupliquer ou retirer une unité</translation>
    </message>
    <message>
        <source>Enter (game log)</source>
        <translation>Entrée (journal de partie)</translation>
    </message>
    <message>
        <source>Open the selected entry</source>
        <translation>Ouvrir l’entrée choisie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce qu’elles font</translation>
    </message>
</context>
<context>
    <name>umpire::SideLedgers</name>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Modifiers of %1</source>
        <translation>Modificateurs de %1</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 pour l’instant</translation>
    </message>
    <message>
        <source>Known before the dice; the lines marked ? come after the dice of %1</source>
        <translation>Connu avant les dés ; les lignes marquées ? viennent après les dés de l’étape « %1 »</translation>
    </message>
    <message>
        <source>Known after the dice of %1</source>
        <translation>Connu après les dés de l’étape « %1 »</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>umpire::SituationForm</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>To fill in: %1 has no default</source>
        <translation>À remplir : %1 n&apos;a pas de valeur par défaut</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Règle %1</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Valeurs permises : %1</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>%1 to %2 units</source>
        <translation>%1 à %2 unités</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>%1: expected yes or no</source>
        <translation>%1 : oui ou non attendu</translation>
    </message>
    <message>
        <source>%1: expected a whole number from %2 to %3</source>
        <translation>%1 : nombre entier de %2 à %3 attendu</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not one of its options</source>
        <translation>%1 : « %2 » n’est pas une de ses options</translation>
    </message>
    <message>
        <source>%1: expected a list of units</source>
        <translation>%1 : liste d’unités attendue</translation>
    </message>
    <message>
        <source>%1: a unit&apos;s %2 is out of bounds</source>
        <translation>%1 : le champ %2 d’une unité est hors limites</translation>
    </message>
    <message>
        <source>%1: needs %2 to %3 units</source>
        <translation>%1 : il faut de %2 à %3 unités</translation>
    </message>
    <message>
        <source>%1: no such input in this procedure</source>
        <translation>%1 : cette procédure n’a pas ce champ</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>règle %1</translation>
    </message>
    <message>
        <source>yes or no</source>
        <translation>oui ou non</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
</context>
<context>
    <name>umpire::TurnPhaseBar</name>
    <message>
        <source>Turn and phase</source>
        <translation>Tour et phase</translation>
    </message>
    <message>
        <source>Next &amp;turn</source>
        <translation>&amp;Tour suivant</translation>
    </message>
    <message>
        <source>Next &amp;phase</source>
        <translation>&amp;Phase suivante</translation>
    </message>
    <message>
        <source>The turn written with each roll (Ctrl+T adds one)</source>
        <translation>Le tour écrit avec chaque jet (Ctrl+T ajoute un)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>The phase label written with each roll; phases typed here are remembered in order</source>
        <translation>Le libellé de la phase inscrit avec chaque jet ; les phases saisies ici sont retenues dans l’ordre</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>T&amp;urn </source>
        <translation>T&amp;our </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Ph&amp;ase </source>
        <translation>P&amp;hase </translation>
    </message>
    <message>
        <source>Who makes the next rolls: written to the log with each roll</source>
        <translation>Qui fait les prochains jets : inscrit au journal avec chaque jet</translation>
    </message>
    <message>
        <source>Player rolling</source>
        <translation>Joueur qui lance</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>non précisé</translation>
    </message>
    <message>
        <source>Ro&amp;lled by </source>
        <translation>&amp;Lancé par </translation>
    </message>
</context>
<context>
    <name>umpire::UnitsEditor</name>
    <message>
        <source>&amp;Add unit</source>
        <translation>&amp;Ajouter une unité</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Remove the selected unit (Delete)</source>
        <translation>Retirer l’unité choisie (Suppr)</translation>
    </message>
    <message>
        <source>Add a copy of the selected unit (Ctrl+D)</source>
        <translation>Ajouter une copie de l’unité choisie (Ctrl+D)</translation>
    </message>
    <message>
        <source>Add a unit with every field at its default (Insert)</source>
        <translation>Ajouter une unité avec chaque champ à sa valeur par défaut (Inser)</translation>
    </message>
</context>
<context>
    <name>umpire::UserGuideDialog</name>
    <message>
        <source>Umpire user guide</source>
        <translation>Guide d’utilisation d’Umpire</translation>
    </message>
</context>
<context>
    <name>umpire::VoidDialog</name>
    <message>
        <source>Void an entry</source>
        <translation>Annuler une entrée</translation>
    </message>
    <message>
        <source>Void entry %1?</source>
        <translation>Annuler l’entrée %1 ?</translation>
    </message>
    <message>
        <source>The entry stays in the log, struck out; a new entry records that it is void and why.</source>
        <translation>L’entrée reste au journal, barrée ; une nouvelle entrée indique qu’elle est annulée et pourquoi.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <source>e.g. wrong terrain entered</source>
        <translation>p. ex. mauvais terrain saisi</translation>
    </message>
    <message>
        <source>Void entry</source>
        <translation>Annuler l’entrée</translation>
    </message>
</context>
</TS>
