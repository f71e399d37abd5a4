; Inno Setup script for Perudo Qt's Windows installer.
; Built by packaging/build.py windows, which passes AppVersion, BundleDir and IconFile:
;   iscc /DAppVersion=0.1.0 /DBundleDir=build\pyinstaller\perudo-qt /DIconFile=build\icons\perudo-qt.ico /Odist perudo-qt.iss

#ifndef AppVersion
  #error AppVersion must be defined
#endif

[Setup]
AppId={{7B0C5E5A-3C55-4C0B-9E0D-2F5C4B8E6A11}
AppName=Perudo
AppVersion={#AppVersion}
AppPublisher=The Perudo Qt developers
DefaultDirName={autopf}\Perudo Qt
DefaultGroupName=Perudo
DisableProgramGroupPage=yes
OutputBaseFilename=perudo-qt-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\perudo-qt.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Perudo"; Filename: "{app}\perudo-qt.exe"
Name: "{group}\{cm:UninstallProgram,Perudo}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Perudo"; Filename: "{app}\perudo-qt.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\perudo-qt.exe"; Description: "{cm:LaunchProgram,Perudo}"; Flags: nowait postinstall skipifsilent
