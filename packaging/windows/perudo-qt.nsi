; NSIS script of Perudo Qt's Windows installer (64-bit Windows only).
; packaging/build.py passes the defines (see nsis_defines there):
;   makensis -DVERSION=0.1.0 -DBUNDLE=build\pyinstaller\perudo-qt -DICON=build\icons\perudo-qt.ico
;            -DOUTFILE=dist\perudo-qt-0.1.0-setup.exe packaging\windows\perudo-qt.nsi
; Silent install: perudo-qt-X.Y.Z-setup.exe /S; silent uninstall: uninstall.exe /S.

!ifndef VERSION
  !error "VERSION must be defined: the version perudo_qt declares (packaging/build.py passes it)"
!endif
!ifndef BUNDLE
  !error "BUNDLE must be defined: the PyInstaller folder to install"
!endif
!ifndef ICON
  !error "ICON must be defined: the .ico of the installer and the uninstaller"
!endif
!ifndef OUTFILE
  !error "OUTFILE must be defined: where the installer goes"
!endif

Unicode true
; A 64-bit installer: the default 32-bit stub installs nothing where 32-bit programs cannot run.
Target amd64-unicode
SetCompressor /SOLID lzma

!define APP_NAME "Perudo"
!define EXE "perudo-qt.exe"
!define PUBLISHER "The Perudo Qt developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\PerudoQt"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Perudo Qt"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
ManifestDPIAware true

!include "MUI2.nsh"
!include "x64.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; Our five languages; the installer speaks the one Windows uses, English otherwise.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "Italian"

LangString NEEDS_64_BIT ${LANG_ENGLISH} "Perudo needs a 64-bit version of Windows."
LangString NEEDS_64_BIT ${LANG_FRENCH} "Perudo a besoin d'une version 64 bits de Windows."
LangString NEEDS_64_BIT ${LANG_SPANISH} "Perudo necesita una versión de Windows de 64 bits."
LangString NEEDS_64_BIT ${LANG_DUTCH} "Perudo heeft een 64-bits versie van Windows nodig."
LangString NEEDS_64_BIT ${LANG_ITALIAN} "Perudo richiede una versione di Windows a 64 bit."

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(NEEDS_64_BIT)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Perudo"
  SetOutPath "$INSTDIR"
  ; An older version's files go first, so none of them lingers next to the new ones.
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

; Removes what the installer put there, and the folder only if nothing else is left in it.
Section "Uninstall"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd
